import type { Messages } from 'next-intl'
import { Link } from '@/i18n/navigation'
import type { Column } from '@/components/ui/records'
import type { TeamBetRow, TeamBetsPage } from '@/lib/agent/types'
import { plural } from '@/lib/ui/plural'
import styles from '../agent-centre.module.css'
import { moneyOf } from './money'
import { reportHref } from './report-state'
import { ReportRecords, ReportSearch, type PayLabels, type ReportProps } from './report-records'
import { Stats } from './stats'

export const categoryLabel = (labels: PayLabels, category: string) =>
  labels.categories[category as keyof Messages['Categories']] ?? labels.pay.category_OTHER

// Team betting: the team's bets in a period per member (every level) and per category, searchable by
// username; a member's name opens that member's own bets.
export function TeamBetting(props: ReportProps<TeamBetsPage>) {
  const { place, page, locale, localeTag, labels } = props
  const { money } = moneyOf(page?.currency, localeTag)
  const { pay } = labels
  const number = new Intl.NumberFormat(localeTag)
  const columns: Column<TeamBetRow>[] = [
    {
      key: 'member',
      header: pay.columnMember,
      rowHeader: true,
      cell: (row) => (
        <Link href={reportHref(place, { member: row.memberId, address: { page: 1 } })} scroll={false}>
          {row.userName}
        </Link>
      ),
    },
    { key: 'level', header: pay.columnLevel, numeric: true, cell: (row) => number.format(row.level) },
    { key: 'bets', header: pay.columnBets, numeric: true, cell: (row) => number.format(row.betCount) },
    { key: 'stake', header: pay.columnStake, numeric: true, cell: (row) => money(row.betMinor) },
    { key: 'valid', header: pay.columnValid, numeric: true, cell: (row) => money(row.validBetMinor) },
    { key: 'payout', header: pay.columnPayout, numeric: true, cell: (row) => money(row.payoutMinor) },
  ]
  return (
    <div className={styles.section}>
      <ReportSearch place={place} locale={locale} labels={labels} />
      {page && page.categories.length > 0 && (
        <section className={styles.section} aria-labelledby="team-categories">
          <h2 id="team-categories">{pay.categoriesHeading}</h2>
          <Stats
            items={page.categories.map((row) => ({
              key: row.category,
              term: `${categoryLabel(labels, row.category)} · ${plural(pay.betCount, { count: row.betCount }, localeTag)}`,
              value: money(row.betMinor),
              data: { 'data-category': row.category },
            }))}
          />
        </section>
      )}
      <ReportRecords
        report={props}
        totals={(data) =>
          plural(pay.teamBetsTotals, { count: data.total }, localeTag) +
          ` · ${pay.columnStake}: ${money(data.totals.betMinor)} · ${pay.columnPayout}: ${money(data.totals.payoutMinor)}`
        }
        empty={place.address.q ? pay.emptySearch : pay.emptyBets}
        caption={pay.teamBetsCaption}
        columns={columns}
        rowKey={(row) => row.memberId}
        rowData={(row) => ({ 'data-member': row.userName })}
      />
    </div>
  )
}
