'use client'

import type { Messages } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import type { TeamOverview as Overview } from '@/lib/agent/types'
import { RANGES, type Range } from '@/lib/member/ranges'
import type { FirstRecordPage } from '@/lib/member/types'
import { overviewKey } from '@/lib/swr/use-agent'
import { usePeriodRead } from '@/lib/swr/use-period-read'
import { RecordStatus } from '@/components/ui/records'
import recordStyles from '@/components/ui/records.module.css'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from './agent-centre.module.css'

const PATHNAME = '/agent/overview'

// The overview's figures in the order agents read them: head counts, then money (its label, its amount).
const COUNTS = ['teamCount', 'newMembers', 'activePlayers'] as const
const AMOUNTS = [
  ['deposits', 'depositMinor'],
  ['bets', 'betMinor'],
  ['payouts', 'payoutMinor'],
] as const

const sketch = <span className={recordStyles.sketchLine} aria-hidden="true" />

// Team overview: the agent's downline in a period (today, 7 or 30 days of the agent's own calendar);
// `first`: the figures the server read in the agent's time zone, else the browser reads them.
export function TeamOverview({
  range,
  first,
  localeTag,
  labels,
}: {
  range: Range
  first: FirstRecordPage<Overview> | null
  localeTag: string
  labels: Messages['AgentCentre']
}) {
  const {
    read: { data, error, isLoading, mutate },
  } = usePeriodRead(range, first, overviewKey)
  const number = new Intl.NumberFormat(localeTag)
  return (
    <div className={styles.section}>
      <section className={memberStyles.filterGroup} aria-labelledby="agent-period">
        <h2 id="agent-period">{labels.period}</h2>
        <ul>
          {RANGES.map((item) => (
            <li key={item}>
              <Link
                href={{ pathname: PATHNAME, query: { range: item } }}
                className={memberStyles.chip}
                aria-current={item === range ? 'true' : undefined}
                scroll={false}
              >
                {labels[`range_${item}`]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <RecordStatus
        loading={false}
        error={!!error && !data}
        empty={null}
        labels={{ loading: labels.loading, error: labels.error, retry: labels.retry }}
        onRetry={() => void mutate()}
      />
      {(data || isLoading) && (
        <section
          className={styles.section}
          aria-labelledby="agent-overview-heading"
          aria-busy={data ? undefined : true}
        >
          <h2 id="agent-overview-heading">{labels.overviewHeading}</h2>
          {!data && (
            <p role="status" className="visually-hidden">
              {labels.loading}
            </p>
          )}
          {/* While the figures load, the same grid with a sketch for each value, so nothing moves. */}
          <dl className={styles.stats}>
            {COUNTS.map((key) => (
              <div key={key} className={styles.stat} data-stat={key}>
                <dt>{labels[key]}</dt>
                <dd>{data ? number.format(data[key]) : sketch}</dd>
              </div>
            ))}
            {AMOUNTS.map(([key, minor]) => (
              <div key={key} className={styles.stat} data-stat={key}>
                <dt>{labels[key]}</dt>
                <dd>{data ? formatMinor(data[minor], data.currency, localeTag) : sketch}</dd>
              </div>
            ))}
            <div className={styles.stat} data-stat="netResult">
              <dt>{labels.netResult}</dt>
              <dd data-sign={data && (data.netMinor > 0 ? 'up' : data.netMinor < 0 ? 'down' : 'flat')}>
                {data ? formatSignedMinor(data.netMinor, data.currency, localeTag) : sketch}
              </dd>
            </div>
          </dl>
          <p className={memberStyles.muted}>{labels.netHint}</p>
        </section>
      )}
    </div>
  )
}
