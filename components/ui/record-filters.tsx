import { Link } from '@/i18n/navigation'
import type { PagerHref } from '@/components/ui/pager'
import { RANGES, isRange, type Range } from '@/lib/member/ranges'
import styles from './records.module.css'

type Query = Record<string, string | string[] | undefined>

// Where a records page is: period, type and page, all in the address.
export type RecordState<T extends string> = { range: Range; type: T; page: number }

export function recordHref<T extends string>(pathname: string, state: RecordState<T>): PagerHref {
  const query: Record<string, string> = { range: state.range }
  if (state.type !== 'all') query.type = state.type
  if (state.page > 1) query.page = String(state.page)
  return { pathname, query }
}

export function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

// A page number from the address: 1 when missing or out of bounds.
export function pageOf(value: string | string[] | undefined): number {
  const n = Number(firstOf(value))
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

// The records state of an address; an unknown period is 7 days, an unknown type all.
export function recordStateOf<T extends string>(query: Query, types: readonly T[]): RecordState<T> {
  const range = firstOf(query.range)
  const type = firstOf(query.type)
  return {
    range: isRange(range) ? range : '7d',
    type: types.find((t) => t === type) ?? ('all' as T),
    page: pageOf(query.page),
  }
}

// One row of choices as links, the current one marked; each choice has an address of its own.
export function FilterRow<V extends string>({
  id,
  heading,
  values,
  current,
  label,
  href,
}: {
  id: string
  heading: string
  values: readonly V[]
  current: V
  label: (value: V) => string
  href: (value: V) => PagerHref
}) {
  return (
    <section className={styles.filterGroup} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {values.map((value) => (
          <li key={value}>
            <Link
              href={href(value)}
              className={styles.chip}
              aria-current={value === current ? 'true' : undefined}
              scroll={false}
            >
              {label(value)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

// Period and (where the records have them) type as rows of links: every choice has an address, works
// without script and keeps the other choices (a new choice starts again at page 1). Rendered on the server;
// the member's records and the agent's reports each give the address of a state.
export function RecordFilters<T extends string, S extends RecordState<T>>({
  state,
  href,
  periodHeading,
  rangeLabel,
  types,
}: {
  state: S
  href: (state: S) => PagerHref
  periodHeading: string
  rangeLabel: (range: Range) => string
  types?: { values: readonly T[]; heading: string; label: (type: T) => string }
}) {
  return (
    <div className={styles.filters}>
      <FilterRow
        id="record-period"
        heading={periodHeading}
        values={RANGES}
        current={state.range}
        label={rangeLabel}
        href={(range) => href({ ...state, range, page: 1 })}
      />
      {types && (
        <FilterRow
          id="record-type"
          heading={types.heading}
          values={types.values}
          current={state.type}
          label={types.label}
          href={(type) => href({ ...state, type, page: 1 })}
        />
      )}
    </div>
  )
}
