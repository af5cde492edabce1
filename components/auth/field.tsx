'use client'

import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react'
import { useTranslations } from 'next-intl'
import { errorKey, type FieldError } from '@/lib/auth/field-rules'
import styles from './auth.module.css'

// The translated text of a field error (FieldRules namespace).
export function useFieldErrorText() {
  const t = useTranslations('FieldRules')
  return (error: FieldError | null | undefined): string | null => {
    if (!error) return null
    const { key, values } = errorKey(error)
    return values ? t(key as 'pattern0', values as { range: string }) : t(key as 'required')
  }
}

type FieldProps = {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  error?: string | null
  hint?: string | null
  // Controls beside the input (a code button, a captcha image, a country picker before it).
  before?: ReactNode
  after?: ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'required' | 'placeholder'>

// A labelled input whose first error shows right under it. Required fields carry an asterisk in the
// label and the placeholder.
export function Field({
  name,
  label,
  value,
  onChange,
  required = false,
  error,
  hint,
  before,
  after,
  type = 'text',
  ...rest
}: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.star} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div className={styles.control}>
        {before}
        <input
          {...rest}
          id={id}
          name={name}
          type={type}
          value={value}
          className={styles.input}
          placeholder={required ? `${label} *` : label}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        {after}
      </div>
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} data-field-error={name}>
          {error}
        </p>
      )}
    </div>
  )
}

// A password input with a show/hide toggle; nothing typed here is ever stored by the Portal.
export function PasswordField(props: Omit<FieldProps, 'type' | 'after'>) {
  const t = useTranslations('Auth')
  const [shown, setShown] = useState(false)
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      after={
        <button
          type="button"
          className={styles.addon}
          aria-pressed={shown}
          aria-label={
            shown ? t('hidePassword', { field: props.label }) : t('showPassword', { field: props.label })
          }
          onClick={() => setShown(!shown)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  )
}

// Focuses the first field that shows an error, so keyboard and screen-reader users land on it.
export function focusFirstError(form: HTMLElement | null) {
  const input = form?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')
  input?.focus()
}

// Asks for focusFirstError after the render that shows the errors found: call the returned function
// whenever a check or the server has set them.
export function useErrorFocus(form: RefObject<HTMLFormElement | null>): () => void {
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (tick > 0) focusFirstError(form.current)
  }, [tick, form])
  return () => setTick((n) => n + 1)
}
