'use client'

import type { ReactNode } from 'react'
import { preloadAuthDialogs } from './auth-dialog-loader'
import { Link } from '@/i18n/navigation'
import { openAuthDialog } from '@/lib/ui/auth-events'

// The login or registration page, opened in place as its dialog where the page has the dialog host; the
// dialogs' code starts downloading as soon as the pointer, a finger or the keyboard reaches the link.
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
      onPointerEnter={preloadAuthDialogs}
      onFocus={preloadAuthDialogs}
      onTouchStart={preloadAuthDialogs}
      onClick={(event) => {
        if (openAuthDialog(flow)) event.preventDefault()
      }}
    >
      {children}
    </Link>
  )
}
