import { Link } from '@/i18n/navigation'
import type { Column } from '@/components/ui/records'
import type { MemberBetRow, MemberBetsPage } from '@/lib/agent/types'
import { plural } from '@/lib/ui/plural'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'
import { moneyOf } from './money'
import { reportHref } from './report-state'
import { categoryLabel } from './team-betting'
import { ReportRecords, type ReportProps } from './report-records'
import { timesIn } from '@/components/ui/record-cells'

// One team member's own bets in the period, newest first; a member outside the team is not found
// (`missing`).
export function MemberBets({ missing, ...props }: ReportProps<MemberBetsPage> & { missing: boolean }) {
  const { place, page, localeTag, labels } = props
  const { pay } = labels
  const { money } = moneyOf(page?.currency, localeTag)
  const at = timesIn(localeTag, place.zone.zone)
  const columns: Column<MemberBetRow>[] = [
    {
      key: 'time',
      header: pay.columnTime,
      rowHeader: true,
      cell: (row) => at(row.time),
    },
    {
      key: 'game',
      header: pay.columnGame,
      cell: (row) => (
        <>
          {row.gameName ?? categoryLabel(labels, row.category)}
          <span className={memberStyles.sub}>{categoryLabel(labels, row.category)}</span>
        </>
      ),
    },
    { key: 'stake', header: pay.columnStake, numeric: true, cell: (row) => money(row.betMinor) },
    {
      key: 'payout',
      header: pay.columnPayout,
      numeric: true,
      cell: (row) => (row.payoutMinor === null ? '' : money(row.payoutMinor)),
    },
  ]
  return (
    <div className={styles.section}>
      <div>
        <Link
          href={reportHref(place, { member: '', address: { page: 1 } })}
          className={memberStyles.secondary}
          scroll={false}
        >
          ‹ {pay.backToTeam}
        </Link>
      </div>
      {page && (
        <h2>
          {plural(pay.memberBetsHeading, { name: page.member.userName, level: page.member.level }, localeTag)}
        </h2>
      )}
      {missing ? (
        <p role="alert">{pay.memberNotFound}</p>
      ) : (
        <ReportRecords
          report={props}
          totals={(data) => plural(pay.betCount, { count: data.total }, localeTag)}
          empty={pay.emptyMemberBets}
          caption={pay.memberBetsCaption}
          columns={columns}
          rowKey={(row) => row.id}
          rowData={(row) => ({ 'data-bet': row.id })}
        />
      )}
    </div>
  )
}
