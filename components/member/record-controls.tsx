'use client'

import { Link } from '@/i18n/navigation'
import { Pager, type PagerHref } from '@/components/ui/pager'
import type { Range } from '@/lib/member/ranges'
import { RANGES } from '@/lib/member/ranges'
import styles from './member-centre.module.css'

export type RecordState<T extends string> = { range: Range; type: T; page: number }

export type Href = PagerHref

export function recordHref<T extends string>(pathname: string, state: RecordState<T>): Href {
  const query: Record<string, string> = { range: state.range }
  if (state.type !== 'all') query.type = state.type
  if (state.page > 1) query.page = String(state.page)
  return { pathname, query }
}

// Period and type as rows of links: every choice has an address, works without script and keeps the
// other choice (a new choice starts again at page 1).
export function RecordFilters<T extends string>({
  pathname,
  state,
  types,
  typeHeading,
  periodHeading,
  rangeLabel,
  typeLabel,
}: {
  pathname: string
  state: RecordState<T>
  types: readonly T[]
  typeHeading: string
  periodHeading: string
  rangeLabel: (range: Range) => string
  typeLabel: (type: T) => string
}) {
  return (
    <div className={styles.filters}>
      <section className={styles.filterGroup} aria-labelledby="record-period">
        <h2 id="record-period">{periodHeading}</h2>
        <ul>
          {RANGES.map((range) => (
            <li key={range}>
              <Link
                href={recordHref(pathname, { ...state, range, page: 1 })}
                className={styles.chip}
                aria-current={range === state.range ? 'true' : undefined}
                scroll={false}
              >
                {rangeLabel(range)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.filterGroup} aria-labelledby="record-type">
        <h2 id="record-type">{typeHeading}</h2>
        <ul>
          {types.map((type) => (
            <li key={type}>
              <Link
                href={recordHref(pathname, { ...state, type, page: 1 })}
                className={styles.chip}
                aria-current={type === state.type ? 'true' : undefined}
                scroll={false}
              >
                {typeLabel(type)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

// Records page inside the panel: the shared pager, keeping the panel's scroll position.
export function RecordPager(props: Omit<Parameters<typeof Pager>[0], 'keepScroll'>) {
  return <Pager {...props} keepScroll />
}

// What a record shows while it waits, fails or has nothing.
export function RecordStatus({
  loading,
  error,
  empty,
  labels,
  onRetry,
}: {
  loading: boolean
  error: boolean
  empty: string | null
  labels: { loading: string; error: string; retry: string }
  onRetry: () => void
}) {
  if (loading)
    return (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{labels.loading}</span>
        <div className={styles.skeletonBlock} />
      </div>
    )
  if (error)
    return (
      <div role="alert" className={styles.notice}>
        <p>{labels.error}</p>
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {labels.retry}
        </button>
      </div>
    )
  if (empty) return <p className={styles.muted}>{empty}</p>
  return null
}
