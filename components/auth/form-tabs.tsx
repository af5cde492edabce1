'use client'

import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import styles from './auth.module.css'

// The ways a form can be filled in (password or SMS code, e-mail or phone, username or mobile): a tab
// strip above one panel. With a single way there is no strip and the panel is a plain group.
export function FormTabs<K extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  enabled,
  children,
}: {
  // The form's useId(): tab and panel ids derive from it.
  id: string
  label: string
  tabs: ReadonlyArray<{ key: K; label: string }>
  selected: K
  onSelect: (key: K) => void
  enabled: boolean
  children: ReactNode
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  // Arrow keys, Home and End move between tabs, as in every tab list; Tab still reaches each of them.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected)
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    const next = target === null ? undefined : tabs[target]
    if (target === null || !next) return
    event.preventDefault()
    if (next.key !== selected) onSelect(next.key)
    buttons.current[target]?.focus()
  }

  return (
    <>
      {enabled && (
        <div className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {tabs.map((tab, i) => (
            <button
              key={tab.key}
              ref={(el) => {
                buttons.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected === tab.key}
              aria-controls={`${id}-panel`}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${id}-panel`}
        className={styles.form}
        role={enabled ? 'tabpanel' : undefined}
        aria-labelledby={enabled ? `${id}-tab-${selected}` : undefined}
      >
        {children}
      </div>
    </>
  )
}
