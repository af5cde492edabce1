'use client'

import { useEffect, useState, type ReactNode, type Ref } from 'react'
import type { CashierLabels } from './cashier-text'
import { CashierSkeleton } from './cashier-notices'
import { LoadFailed } from '../load-failed'
import memberStyles from '../member-centre.module.css'

export { label, StatusBadge, type CashierLabels } from './cashier-text'
export {
  clock,
  fieldMessages,
  lockedUntilText,
  methodName,
  passwordAttempts,
  reasonMessages,
} from './cashier-messages'
export { CashierSkeleton, PayoutNotices } from './cashier-notices'

// What every cashier island gets from its server page.
export type CashierProps = { labels: CashierLabels; localeTag: string }

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
