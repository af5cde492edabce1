import Form from 'next/form'
import type { Messages } from 'next-intl'
import { Link } from '@/i18n/navigation'
import type { PagerHref } from '@/components/ui/pager'
import { fill } from '@/lib/ui/fill'
import { RANGES, type Range } from '@/lib/member/ranges'
import { firstOf, type Correction, type RecordAddress } from '@/lib/records/address'
import type { RecordZone } from '@/lib/records/read'
import formStyles from './form/form.module.css'
import styles from './records.module.css'

export { firstOf }

// A page number from the address: 1 when missing or out of bounds.
export function pageOf(value: string | string[] | undefined): number {
  const n = Number(firstOf(value))
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
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
  current: V | null
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

// The chosen days of a period: a form of two days sent as the address (with the rest of the page's
// state), so it works before and without script; open while chosen days are shown.
function ChosenDays({
  address,
  action,
  keep,
  labels,
  today,
  maxDays,
}: {
  address: RecordAddress
  action: string
  keep: Record<string, string>
  labels: Messages['Records']
  today: string
  maxDays: number
}) {
  const chosen = 'from' in address.period ? address.period : null
  const day = (name: 'from' | 'to', text: string, hint?: string) => (
    <div className={formStyles.field}>
      <label htmlFor={`record-${name}`} className={formStyles.label}>
        {text}
      </label>
      <input
        id={`record-${name}`}
        name={name}
        type="date"
        className={formStyles.input}
        defaultValue={chosen?.[name] ?? today}
        max={today}
        required
        aria-describedby={hint ? `record-${name}-hint` : undefined}
      />
      {hint && (
        <p id={`record-${name}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
  return (
    <details className={styles.chosen} open={!!chosen}>
      <summary>{labels.chosenDays}</summary>
      <Form action={action} className={styles.chosenForm} scroll={false} prefetch={false}>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {day('from', labels.firstDay)}
        {day('to', labels.lastDay, fill(labels.daysHint, { days: maxDays }))}
        <button type="submit" className={styles.apply}>
          {labels.show}
        </button>
      </Form>
    </details>
  )
}

// The period (named periods as links, chosen days as a form) and the page's own filters as rows of links:
// every choice has an address, works without script and keeps the other choices (a new choice starts
// again at page 1). Rendered on the server.
export function RecordFilters<A extends RecordAddress>({
  address,
  href,
  action,
  keep,
  today,
  maxDays,
  periodHeading,
  rangeLabel,
  labels,
  types,
}: {
  address: A
  href: (address: A) => PagerHref
  // The page's address in the visitor's language, where the chosen days are sent, and what the form
  // carries besides them.
  action: string
  keep: Record<string, string>
  today: string
  maxDays: number
  periodHeading: string
  rangeLabel: (range: Range) => string
  labels: Messages['Records']
  types?: { name: string; values: readonly string[]; heading: string; label: (type: string) => string }
}) {
  return (
    <div className={styles.filters}>
      <FilterRow
        id="record-period"
        heading={periodHeading}
        values={RANGES}
        current={'range' in address.period ? address.period.range : null}
        label={rangeLabel}
        href={(range) => href({ ...address, period: { range }, page: 1 })}
      />
      <ChosenDays
        address={address}
        action={action}
        keep={keep}
        labels={labels}
        today={today}
        maxDays={maxDays}
      />
      {types && (
        <FilterRow
          id="record-type"
          heading={types.heading}
          values={types.values}
          current={address.filters[types.name] ?? null}
          label={types.label}
          href={(type) => href({ ...address, filters: { ...address.filters, [types.name]: type }, page: 1 })}
        />
      )}
    </div>
  )
}

// What the page changed in its address, and the zone its days follow when it is not the player's own.
export function RecordNotices({
  corrections,
  zone,
  labels,
  localeTag,
}: {
  corrections: Correction[]
  zone: RecordZone
  labels: Messages['Records']
  localeTag: string
}) {
  if (corrections.length === 0 && zone.told) return null
  const date = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeZone: 'UTC' })
  const day = (text: string) => date.format(Date.parse(`${text}T00:00:00Z`))
  const text = (fix: Correction) => {
    const values: Record<string, string | number> = { ...fix }
    for (const name of ['from', 'to'] as const) if (name in fix) values[name] = day(values[name] as string)
    return fill(labels[`fix_${fix.kind}`], values)
  }
  return (
    <div className={styles.notices}>
      {corrections.length > 0 && (
        <div role="status" className={styles.fixes} data-testid="record-corrections">
          <p className="visually-hidden">{labels.changed}</p>
          <ul>
            {corrections.map((fix, index) => (
              <li key={index} data-fix={fix.kind}>
                {text(fix)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {!zone.told && (
        <p className={styles.zone} data-testid="record-zone">
          {fill(labels.zoneSite, { zone: zone.zone })}
        </p>
      )}
    </div>
  )
}
