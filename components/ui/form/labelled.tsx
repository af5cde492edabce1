import type { ReactNode } from 'react'
import styles from './form.module.css'

export type Described = {
  // The field's name: the input's `name`, and `data-field-error` on its error (the journeys look for it).
  name: string
  label: string
  required?: boolean
  // The text of the field's error; the hint gives way to it.
  error?: string | null
  hint?: string | null
  // Set when the page names the input itself (an existing `${id}-error` / `${id}-hint` contract).
  id?: string
  // Error texts with role="alert" are read out as they appear (the cashier forms announce them).
  announce?: boolean
}

// The label, then the control, then its hint or its error, wired with aria-describedby.
export function Labelled({
  id,
  name,
  label,
  required,
  error,
  hint,
  announce,
  children,
}: Omit<Described, 'id'> & { id: string; children: ReactNode }) {
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
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className={styles.error}
          data-field-error={name}
          role={announce ? 'alert' : undefined}
        >
          {error}
        </p>
      )}
    </div>
  )
}

export function describedBy(id: string, error?: string | null, hint?: string | null): string | undefined {
  if (error) return `${id}-error`
  return hint ? `${id}-hint` : undefined
}
