'use client'

import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { useHydrated, useWaitForScripts } from '@/lib/ui/use-hydrated'
import { Labelled, describedBy, type Described } from './labelled'
import styles from './form.module.css'

export type FieldProps = Described & {
  value: string
  onChange: (value: string) => void
  // Controls beside the input (a code button, a captcha image, a country picker before it).
  before?: ReactNode
  after?: ReactNode
  // The label (with its asterisk when required) by default; null for none.
  placeholder?: string | null
  inputRef?: Ref<HTMLInputElement>
} & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'name' | 'required' | 'placeholder' | 'id'
  >

// A labelled input whose error shows right under it, described by its error or its hint.
export function Field({
  name,
  label,
  value,
  onChange,
  required = false,
  error,
  hint,
  id: givenId,
  announce,
  before,
  after,
  placeholder,
  inputRef,
  type = 'text',
  readOnly,
  ...rest
}: FieldProps) {
  const ownId = useId()
  const id = givenId ?? ownId
  // Read-only until the page's scripts run: a server-rendered field typed into before hydration would
  // lose what was typed when React takes it over.
  const hydrated = useHydrated()
  return (
    <Labelled {...{ id, name, label, required, error, hint, announce }}>
      <div className={styles.control}>
        {before}
        <input
          {...rest}
          ref={inputRef}
          id={id}
          name={name}
          type={type}
          value={value}
          readOnly={readOnly || !hydrated}
          className={styles.input}
          placeholder={
            placeholder === undefined ? (required ? `${label} *` : label) : (placeholder ?? undefined)
          }
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onChange={(event) => onChange(event.target.value)}
        />
        {after}
      </div>
    </Labelled>
  )
}

export type PasswordFieldProps = Omit<FieldProps, 'type' | 'after'> & {
  // Accessible names of the show/hide toggle, already naming the field ("Show password").
  showLabel: string
  hideLabel: string
}

// A password input with a show/hide toggle; nothing typed here is ever stored by the Portal.
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false)
  const waiting = useWaitForScripts()
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
          aria-label={shown ? hideLabel : showLabel}
          onClick={() => setShown(!shown)}
          {...waiting}
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

export type SelectOption = { value: string; label: string }

// A labelled select with the same hint, error and description wiring as Field. `prompt` is a first,
// empty option ("Choose a bank") for selects that start unset.
export function SelectField({
  name,
  label,
  value,
  onChange,
  options,
  prompt,
  required = false,
  error,
  hint,
  id: givenId,
  announce,
  disabled,
}: Described & {
  value: string
  onChange: (value: string) => void
  options: readonly SelectOption[]
  prompt?: string
  disabled?: boolean
}) {
  const ownId = useId()
  const id = givenId ?? ownId
  return (
    <Labelled {...{ id, name, label, required, error, hint, announce }}>
      <select
        id={id}
        name={name}
        className={styles.input}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      >
        {prompt !== undefined && <option value="">{prompt}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  )
}
