'use client'

import styles from './form.module.css'

export type SummaryItem = { name: string; label: string; text: string }

// The errors of a long form in one announced list above it; each entry moves focus to its field. Short
// forms do without it: their first error already has focus.
export function ErrorSummary({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  if (items.length === 0) return null
  return (
    <div className={styles.alert} role="alert" data-error-summary="">
      <p className={styles.label}>{title}</p>
      <ul className={styles.summary}>
        {items.map((item) => (
          <li key={item.name}>
            <button
              type="button"
              className={styles.summaryLink}
              onClick={(event) => {
                const form = event.currentTarget.closest('form')
                form?.querySelector<HTMLElement>(`[name="${item.name}"]`)?.focus()
              }}
            >
              {item.label}: {item.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
