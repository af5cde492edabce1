'use client'

import type { ReactNode } from 'react'
import { Field, FormFailure, SubmitButton, type FieldProps } from '@/components/ui/form'
import styles from './cashier.module.css'

// The kit's fields as the cashier uses them: no placeholder (the label stays above), nothing
// remembered by the browser unless asked, and errors announced as they appear.
export function CashierField(props: FieldProps) {
  return <Field autoComplete="off" {...props} placeholder={null} announce />
}

// A password: the six-digit payment password (digits only), or the login password.
export function CashierPassword({
  digits = true,
  onChange,
  ...props
}: Omit<FieldProps, 'type' | 'inputMode' | 'maxLength'> & { digits?: boolean }) {
  return (
    <CashierField
      {...props}
      type="password"
      inputMode={digits ? 'numeric' : undefined}
      maxLength={digits ? 6 : 64}
      onChange={(value) => onChange(digits ? value.replace(/\D/g, '') : value)}
    />
  )
}

// The form's refusal of no field, then its submit button (the text while sending in its place) and
// any other actions.
export function CashierActions({
  failure,
  pending,
  text,
  pendingText,
  icon,
  children,
}: {
  failure: string | null
  pending: boolean
  text: string
  pendingText: string
  icon?: ReactNode
  children?: ReactNode
}) {
  return (
    <>
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <SubmitButton pending={pending} wide={false}>
          {!pending && icon}
          {pending ? pendingText : text}
        </SubmitButton>
        {children}
      </div>
    </>
  )
}
