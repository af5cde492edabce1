'use client'

import type { ReactNode } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'
import styles from './auth.module.css'

// What the server or the network refused, above the form's submit button.
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  )
}

// The form's submit button: blocked with a spinner while the form sends or waits for what it needs, and
// blocked until the page's scripts run (see useHydrated).
export function SubmitButton({
  pending,
  wide = true,
  children,
}: {
  pending: boolean
  // Full width on its own row; a button beside others (the registration page's reset) is not.
  wide?: boolean
  children: ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      className={wide ? `${styles.primary} ${styles.wide}` : styles.primary}
      disabled={pending || !hydrated}
      aria-busy={pending || undefined}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  )
}
