'use client'

import { useId, type ReactNode } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'
import memberStyles from '../member-centre.module.css'
import styles from './cashier.module.css'

type Described = { label: string; hint?: string; error?: string }

// A control's label above it, its hint and its error under it, the control described by both.
function Labelled({
  name,
  label,
  hint,
  error,
  control,
}: Described & {
  name: string
  control: (id: string, a11y: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {control(id, {
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} name={name} text={error} />
    </div>
  )
}

export function FieldError({ id, name, text }: { id: string; name: string; text: string | undefined }) {
  if (!text) return null
  return (
    <p id={id} role="alert" className={styles.error} data-field-error={name}>
      {text}
    </p>
  )
}

type InputProps = Described & {
  name: string
  value: string
  onChange: (value: string) => void
  inputMode?: 'numeric' | 'decimal'
  autoComplete?: string
  maxLength?: number
}

export function CashierInput({
  name,
  value,
  onChange,
  inputMode,
  autoComplete,
  maxLength,
  ...rest
}: InputProps) {
  return (
    <Labelled
      name={name}
      {...rest}
      control={(id, a11y) => (
        <input
          id={id}
          name={name}
          type="text"
          className={styles.input}
          autoComplete={autoComplete ?? 'off'}
          inputMode={inputMode}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...a11y}
        />
      )}
    />
  )
}

// A password: the six-digit payment password (digits only), or the login password.
export function CashierPassword({
  name,
  value,
  onChange,
  digits = true,
  autoComplete = 'off',
  ...rest
}: Omit<InputProps, 'inputMode' | 'maxLength'> & { digits?: boolean }) {
  return (
    <Labelled
      name={name}
      {...rest}
      control={(id, a11y) => (
        <input
          id={id}
          name={name}
          type="password"
          className={styles.input}
          autoComplete={autoComplete}
          inputMode={digits ? 'numeric' : undefined}
          maxLength={digits ? 6 : 64}
          value={value}
          onChange={(event) => onChange(digits ? event.target.value.replace(/\D/g, '') : event.target.value)}
          {...a11y}
        />
      )}
    />
  )
}

export function CashierSelect({
  name,
  value,
  onChange,
  options,
  ...rest
}: Described & {
  name: string
  value: string
  onChange: (value: string) => void
  options: Array<{ value: string; text: string }>
}) {
  return (
    <Labelled
      name={name}
      {...rest}
      control={(id, a11y) => (
        <select
          id={id}
          name={name}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...a11y}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      )}
    />
  )
}

// The form's error of no field, then its submit button (disabled until the page's scripts run, and
// while the call is under way) and any other actions.
export function SubmitRow({
  error,
  busy,
  text,
  busyText,
  icon,
  children,
}: {
  error: string | undefined
  busy: boolean
  text: string
  busyText: string
  icon?: ReactNode
  children?: ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className={memberStyles.primary}
          disabled={busy || !hydrated}
          aria-busy={busy || undefined}
        >
          {icon}
          {busy ? busyText : text}
        </button>
        {children}
      </div>
    </>
  )
}
