'use client'

import { useId } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'
import { Labelled, describedBy, type Described } from './labelled'
import styles from './form.module.css'

export type TextAreaFieldProps = Described & {
  value: string
  onChange: (value: string) => void
  rows?: number
}

// A labelled multi-line text, wired like Field (error or hint under it, read-only until hydrated).
export function TextAreaField({ value, onChange, rows = 4, ...described }: TextAreaFieldProps) {
  const ownId = useId()
  const id = described.id ?? ownId
  const hydrated = useHydrated()
  const { name, required = false, error, hint } = described
  return (
    <Labelled {...described} id={id}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        readOnly={!hydrated}
        className={`${styles.input} ${styles.textarea}`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Labelled>
  )
}
