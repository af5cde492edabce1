import 'server-only'
import { GrowthChart } from '@/components/charts/agent-charts'
import type { CentrePageProps } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import { RecordNotices } from '@/components/ui/record-filters'
import { Link } from '@/i18n/navigation'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import { readTeamOverview } from '@/lib/agent/data'
import { RANGES, isRange } from '@/lib/member/ranges'
import { firstOf, type Correction } from '@/lib/records/address'
import { readNamedPeriod } from '@/lib/records/read'
import { RecordStatus } from '@/components/ui/records'
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

// Team overview: the agent's downline in a period (today, 7 or 30 days of the agent's own calendar), read
// and rendered on the server.
export async function TeamOverviewPage({ ctx, localeTag, query }: CentrePageProps) {
  const asked = firstOf(query.range)
  const range = isRange(asked) ? asked : 'today'
  const corrections: Correction[] =
    asked === undefined || isRange(asked) ? [] : [{ kind: 'period', asked: asked.slice(0, 24) }]
  const [labels, records, { zone, data }] = await Promise.all([
    labelsOf('AgentCentre'),
    labelsOf('Records'),
    readNamedPeriod(ctx, range, (from, now) => readTeamOverview(ctx, from, now)),
  ])
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
      <RecordNotices corrections={corrections} zone={zone} labels={records} localeTag={localeTag} />
      <RecordStatus
        loading={false}
        error={!data}
        empty={null}
        labels={{ loading: labels.loading, error: labels.error, retry: labels.retry }}
        retry={{ href: { pathname: PATHNAME, query: { range } } }}
      />
      {data && (
        <section className={styles.section} aria-labelledby="agent-overview-heading">
          <h2 id="agent-overview-heading">{labels.overviewHeading}</h2>
          <dl className={styles.stats}>
            {COUNTS.map((key) => (
              <div key={key} className={styles.stat} data-stat={key}>
                <dt>{labels[key]}</dt>
                <dd>{number.format(data[key])}</dd>
              </div>
            ))}
            {AMOUNTS.map(([key, minor]) => (
              <div key={key} className={styles.stat} data-stat={key}>
                <dt>{labels[key]}</dt>
                <dd>{formatMinor(data[minor], data.currency, localeTag)}</dd>
              </div>
            ))}
            <div className={styles.stat} data-stat="netResult">
              <dt>{labels.netResult}</dt>
              <dd data-sign={data.netMinor > 0 ? 'up' : data.netMinor < 0 ? 'down' : 'flat'}>
                {formatSignedMinor(data.netMinor, data.currency, localeTag)}
              </dd>
            </div>
          </dl>
          <p className={memberStyles.muted}>{labels.netHint}</p>
        </section>
      )}
      <GrowthChart ctx={ctx} localeTag={localeTag} />
    </div>
  )
}
