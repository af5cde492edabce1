'use client'

import type { ReactNode } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'
import { FormFailure } from './form-failure'
import styles from './form.module.css'

export type SubmitButtonProps = {
  // Sending, or waiting for what the form needs: the button is blocked and shows a spinner.
  pending: boolean
  // Full width on its own row; a button beside others (the registration page's reset) is not.
  wide?: boolean
  // Extra classes of the page around it (a cashier card's button size).
  className?: string
  children: ReactNode
}

// The form's submit button: blocked with a spinner while pending, and blocked until the page's scripts
// run (useHydrated), since a form submitted before would go to the browser's default GET with every
// field, passwords included, in the address.
export function SubmitButton({ pending, wide = true, className, children }: SubmitButtonProps) {
  const hydrated = useHydrated()
  const classes = [styles.submit, wide ? styles.wide : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <button
      type="submit"
      className={classes}
      disabled={pending || !hydrated}
      aria-busy={pending || undefined}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  )
}

// The end of a form: the form-level failure, then the submit button.
export function SubmitRow({
  failure,
  ...button
}: SubmitButtonProps & { failure: string | null | undefined }) {
  return (
    <>
      <FormFailure message={failure} />
      <SubmitButton {...button} />
    </>
  )
}
