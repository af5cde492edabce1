'use client'

import { useEffect, useState, type ReactNode, type Ref } from 'react'
import type { Messages } from 'next-intl'
import { fill } from '@/lib/ui/fill'
import { isApiError } from '@/lib/api-client'
import memberStyles from '../member-centre.module.css'
import styles from './cashier.module.css'

export type CashierLabels = Messages['Cashier']

export function label(labels: CashierLabels, key: string): string | undefined {
  return (labels as Record<string, string>)[key]
}

// A refused call as the form shows it: per field, the cashier's own sentence for that field and reason
// (`error_<field>_<reason>`), else the field's general one; errors of no field go above the button.
export function fieldMessages(
  error: unknown,
  labels: CashierLabels,
  values: Record<string, string | number> = {},
): Record<string, string> {
  if (!isApiError(error)) return { _: labels.error_network }
  const out: Record<string, string> = {}
  for (const [field, reason] of Object.entries(error.fields)) {
    const text =
      field === '_'
        ? label(labels, `error_${reason}`)
        : (label(labels, `error_${field}_${reason}`) ?? label(labels, `error_${field}_invalid`))
    out[field] = fill(text ?? error.message, values)
  }
  if (Object.keys(out).length === 0) out._ = error.message
  return out
}

export function lockedUntilText(seconds: number | null, localeTag: string): string {
  const until = new Date(Date.now() + (seconds ?? 15 * 60) * 1000)
  return new Intl.DateTimeFormat(localeTag, { timeStyle: 'short' }).format(until)
}

// Seconds left until an instant, ticking once a second while above zero.
export function useSecondsLeft(until: string | null): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    if (!until) return
    const tick = () => setNow(Date.now())
    tick()
    const timer = window.setInterval(tick, 1_000)
    return () => window.clearInterval(timer)
  }, [until])
  if (!until || now === null) return null
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000))
}

export function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

export function StatusBadge({ status, text }: { status: string; text: string }) {
  return (
    <span className={styles.status} data-status={status}>
      {text}
    </span>
  )
}

export function FieldError({ id, field, text }: { id: string; field: string; text: string | undefined }) {
  if (!text) return null
  return (
    <p id={id} role="alert" className={styles.error} data-field-error={field}>
      {text}
    </p>
  )
}

// A labelled text or password input with its hint and its error, described by both for screen readers.
export function CashierInput({
  id,
  field,
  label: labelText,
  hint,
  error,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  value,
  onChange,
  inputRef,
}: {
  id: string
  field: string
  label: string
  hint?: string
  error?: string
  type?: 'text' | 'password'
  inputMode?: 'numeric' | 'decimal'
  autoComplete?: string
  maxLength?: number
  value: string
  onChange: (value: string) => void
  inputRef?: Ref<HTMLInputElement>
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {labelText}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={field}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} field={field} text={error} />
    </div>
  )
}

// The card of a player's latest deposits or withdrawals: heading, refresh, and the table of orders with its
// loading, failed and empty states. `secondColumn` names what sits between the time and the amount.
export function RecentOrders<T>({
  id,
  title,
  labels,
  secondColumn,
  list,
  emptyText,
  onRefresh,
  notice,
  row,
}: {
  id: string
  title: string
  labels: CashierLabels
  secondColumn: string
  list: { data: { orders: T[] } | undefined; error: unknown; isLoading: boolean }
  emptyText: string
  onRefresh: () => void
  notice?: ReactNode
  row: (order: T) => ReactNode
}) {
  const { data, error, isLoading } = list
  return (
    <section className={memberStyles.card} aria-labelledby={id}>
      <div className={memberStyles.row}>
        <h2 id={id}>{title}</h2>
        <button type="button" className={memberStyles.secondary} onClick={onRefresh}>
          {labels.refresh}
        </button>
      </div>
      {notice}
      {isLoading && !data && <CashierSkeleton text={labels.loading} />}
      {!!error && !data && <p role="alert">{labels.listError}</p>}
      {data && data.orders.length === 0 && <p className={memberStyles.muted}>{emptyText}</p>}
      {data && data.orders.length > 0 && (
        <div className={memberStyles.tableWrap} role="region" aria-labelledby={id} tabIndex={0}>
          <table className={memberStyles.table} data-testid={id}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.columnTime}</th>
                <th scope="col">{secondColumn}</th>
                <th scope="col" className={memberStyles.number}>
                  {labels.amount}
                </th>
                <th scope="col">{labels.columnStatus}</th>
                <th scope="col">
                  <span className="visually-hidden">{labels.columnAction}</span>
                </th>
              </tr>
            </thead>
            <tbody>{data.orders.map(row)}</tbody>
          </table>
        </div>
      )}
    </section>
  )
}

// Skeleton of a cashier card while its data loads.
export function CashierSkeleton({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="cashier-loading">
      <span className="visually-hidden">{text}</span>
      <div aria-hidden="true" className={memberStyles.card}>
        <div className={memberStyles.skeletonLine} />
        <div className={memberStyles.skeletonBlock} />
        <div className={memberStyles.skeletonLine} />
      </div>
    </div>
  )
}
