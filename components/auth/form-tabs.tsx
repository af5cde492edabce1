'use client'

import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import styles from './auth.module.css'

// The key that moves along a tab list, and where it moves from tab `index` of `count` (round the ends).
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

// The ways a form can be filled in (password or SMS code, e-mail or phone, username or mobile): a tab
// strip above one panel. With a single way there is no strip and the panel is a plain group. Choosing
// another way clears what the form said about the previous one.
export function FormTabs<K extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  form,
  enabled,
  children,
}: {
  // The form's useId(): tab and panel ids derive from it.
  id: string
  label: string
  // Each way's key and its tab's text, in the strip's order.
  tabs: Record<K, string>
  selected: K
  onSelect: (key: K) => void
  form: { clearMessages: () => void }
  enabled: boolean
  children: ReactNode
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const keys = Object.keys(tabs) as K[]
  const choose = (key: K) => {
    onSelect(key)
    form.clearMessages()
  }

  // Arrow keys, Home and End move between tabs, as in every tab list; Tab still reaches each of them.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key]
    if (!move) return
    const target = move(keys.indexOf(selected), keys.length)
    const next = keys[target]
    if (!next) return
    event.preventDefault()
    if (next !== selected) choose(next)
    buttons.current[target]?.focus()
  }

  return (
    <>
      {enabled && (
        <div className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {keys.map((key, i) => (
            <button
              key={key}
              ref={(el) => {
                buttons.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${key}`}
              aria-selected={selected === key}
              aria-controls={`${id}-panel`}
              className={styles.tab}
              onClick={() => choose(key)}
            >
              {tabs[key]}
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
