'use client'

import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { openAuthDialog } from '@/lib/ui/auth-events'

// The login or registration page, opened in place as its dialog when the page has one.
export function AuthLink({
  flow,
  className,
  children,
}: {
  flow: 'login' | 'register'
  className?: string
  children: ReactNode
}) {
  return (
    <Link
      href={`/${flow}`}
      className={className}
      onClick={(event) => {
        if (openAuthDialog(flow)) event.preventDefault()
      }}
    >
      {children}
    </Link>
  )
}
