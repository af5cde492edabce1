'use client'

import { useId, type ComponentProps, type ReactNode } from 'react'
import { Icon, type IconName } from '@/components/shell/icon'
import { Field, FormFailure, SubmitButton, type FieldProps } from '@/components/ui/form'
import { fill } from '@/lib/ui/fill'
import memberStyles from '../member-centre.module.css'
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

// A payout's amount and payment password (withdrawal, transfer to the upline). The attempts left stand
// under the password while it is not in error, and on their own line once it is.
export function PayoutFields({
  field,
  labels,
  info,
  shown,
  attempts,
}: {
  field: (name: 'amount' | 'paymentPassword') => {
    name: string
    value: string
    error: string | null | undefined
    onChange: (value: string) => void
  }
  labels: { amountIn: string; amountHint: string; paymentPassword: string }
  info: { currency: { code: string } }
  shown: Record<string, string | number>
  attempts: string | undefined
}) {
  const password = field('paymentPassword')
  return (
    <>
      <CashierField
        {...field('amount')}
        label={fill(labels.amountIn, { currency: info.currency.code })}
        hint={fill(labels.amountHint, shown)}
        inputMode="decimal"
      />
      <CashierPassword {...password} label={labels.paymentPassword} hint={attempts} />
      {attempts && password.error && <p className={styles.hint}>{attempts}</p>}
    </>
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
  icon?: IconName
  children?: ReactNode
}) {
  return (
    <>
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <SubmitButton pending={pending} wide={false}>
          {!pending && icon && <Icon name={icon} size={18} />}
          {pending ? pendingText : text}
        </SubmitButton>
        {children}
      </div>
    </>
  )
}

// A form that is a step of its own (the first payment password, a bank account): its title names it.
export function TitledForm({
  title,
  intro,
  formProps,
  children,
}: {
  title: string
  intro?: string
  formProps: ComponentProps<'form'>
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <form {...formProps} className={styles.form} aria-labelledby={titleId}>
      <h3 id={titleId} style={{ margin: 0 }}>
        {title}
      </h3>
      {intro && <p className={memberStyles.muted}>{intro}</p>}
      {children}
    </form>
  )
}
