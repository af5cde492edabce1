import { FilterRow } from '@/components/ui/record-filters'
import { RANGES, type Range } from '@/lib/member/ranges'
import styles from '@/components/ui/records.module.css'
import { reportHref, type ReportState } from './report-state'

// An agent report's period (and, where it has them, types) as rows of links rendered on the server; a new
// choice keeps the search and member and starts again at page 1.
export function ReportFilters<T extends string>({
  pathname,
  state,
  periodHeading,
  rangeLabel,
  types,
}: {
  pathname: string
  state: ReportState<T>
  periodHeading: string
  rangeLabel: (range: Range) => string
  types?: { values: readonly T[]; heading: string; label: (type: T) => string }
}) {
  return (
    <div className={styles.filters}>
      <FilterRow
        id="report-period"
        heading={periodHeading}
        values={RANGES}
        current={state.range}
        label={rangeLabel}
        href={(range) => reportHref(pathname, { ...state, range, page: 1 })}
      />
      {types && (
        <FilterRow
          id="report-type"
          heading={types.heading}
          values={types.values}
          current={state.type}
          label={types.label}
          href={(type) => reportHref(pathname, { ...state, type, page: 1 })}
        />
      )}
    </div>
  )
}
