'use client'

import { useTransition } from 'react'
import { useRouter } from '@/i18n/navigation'
import memberStyles from './member-centre.module.css'

// Reads the page again on the server (a list whose rows change elsewhere: an order decided meanwhile).
export function RefreshButton({ text }: { text: string }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  return (
    <button
      type="button"
      className={memberStyles.secondary}
      aria-busy={pending || undefined}
      onClick={() => startTransition(() => router.refresh())}
    >
      {text}
    </button>
  )
}
