'use client'

import { useEffect, useState, type ReactNode, type Ref } from 'react'
import { fill } from '@/lib/ui/fill'
import { label, type CashierLabels } from './cashier-text'
import { isApiError } from '@/lib/client/errors'
import { LoadFailed } from '../load-failed'
import memberStyles from '../member-centre.module.css'
import styles from './cashier.module.css'

export { label, StatusBadge, type CashierLabels } from './cashier-text'

// What every cashier island gets from its server page.
export type CashierProps = { labels: CashierLabels; localeTag: string }

// Field -> reason as the form shows it: per field, the cashier's own sentence for that field and reason
// (`error_<field>_<reason>`), else the field's general one; reasons of no field (`_`) go above the button.
export function reasonMessages(
  reasons: Record<string, string>,
  labels: CashierLabels,
  values: Record<string, string | number> = {},
  fallback = labels.error_network,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [field, reason] of Object.entries(reasons)) {
    const text =
      field === '_'
        ? label(labels, `error_${reason}`)
        : (label(labels, `error_${field}_${reason}`) ?? label(labels, `error_${field}_invalid`))
    out[field] = fill(text ?? fallback, values)
  }
  return out
}

// A refused call as the form shows it; a refusal naming no field shows the server's message.
export function fieldMessages(
  error: unknown,
  labels: CashierLabels,
  values: Record<string, string | number> = {},
): Record<string, string> {
  if (!isApiError(error)) return { _: labels.error_network }
  const out = reasonMessages(error.fields, labels, values, error.message)
  if (Object.keys(out).length === 0) out._ = error.message
  return out
}

export function methodName(labels: CashierLabels, code: string): string {
  return label(labels, `method_${code}`) ?? code
}

export function lockedUntilText(seconds: number | null, localeTag: string): string {
  const until = new Date(Date.now() + (seconds ?? 15 * 60) * 1000)
  return new Intl.DateTimeFormat(localeTag, { timeStyle: 'short' }).format(until)
}

// Above a payout form (withdrawal, transfer to the upline): the last payout's outcome, and the lock that
// wrong payment passwords set.
export function PayoutNotices({
  notice,
  info: { lockedUntil },
  labels: { lockedNotice },
  localeTag,
}: {
  notice: string | null
  info: { lockedUntil: string | null }
  labels: { lockedNotice: string }
  localeTag: string
}) {
  const time = (at: string) => new Intl.DateTimeFormat(localeTag, { timeStyle: 'short' }).format(new Date(at))
  return (
    <>
      {notice && (
        <p role="status" className={styles.success}>
          {notice}
        </p>
      )}
      {lockedUntil && (
        <p role="alert" className={styles.notice}>
          {fill(lockedNotice, { time: time(lockedUntil) })}
        </p>
      )}
    </>
  )
}

// A payout form's wrong payment passwords: the placeholders its refusals fill (the lock's end among
// them), and the attempts left, said only while few remain and no lock holds.
export function passwordAttempts(
  info: { attemptsLeft: number | null; lockedUntil: string | null },
  attemptsLeft: string,
  shown: Record<string, string | number>,
  localeTag: string,
) {
  return {
    placeholders: (_: unknown, refusal?: unknown) => ({
      ...shown,
      time: lockedUntilText(isApiError(refusal) ? refusal.retryAfterSeconds : null, localeTag),
    }),
    attempts:
      info.attemptsLeft !== null && info.attemptsLeft < 5 && !info.lockedUntil
        ? fill(attemptsLeft, shown)
        : undefined,
  }
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

// The main card of a cashier page: its heading, then the page's data once read, with the loading and
// failed states (and a retry) until then.
export function CashierCard<T>({
  id,
  title,
  headingRef,
  labels,
  read: { data, error, isLoading, mutate },
  children,
}: {
  id: string
  title: string
  // Where focus goes when the card changes what it shows (the deposit's payment instructions).
  headingRef?: Ref<HTMLHeadingElement>
  labels: CashierLabels
  read: { data: T | undefined; error: unknown; isLoading: boolean; mutate: () => unknown }
  children: (data: T) => ReactNode
}) {
  return (
    <section className={memberStyles.card} aria-labelledby={id} aria-busy={isLoading || undefined}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {isLoading && !data && <CashierSkeleton text={labels.loading} />}
      {!!error && !data && <LoadFailed text={labels.loadError} retry={labels.retry} onRetry={mutate} />}
      {data !== undefined && children(data)}
    </section>
  )
}
