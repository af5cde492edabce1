'use client'

import { Link } from '@/i18n/navigation'
import { isApiError } from '@/lib/client/errors'
import type { Column } from '@/components/ui/records'
import { useReport } from '@/lib/swr/use-agent'
import type { MemberBetRow, MemberBetsPage } from '@/lib/agent/types'
import { plural } from '@/lib/ui/plural'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'
import { moneyOf } from './money'
import { reportHref } from './report-state'
import { TEAM_BETTING_PATH, categoryLabel } from './team-betting'
import { ReportRecords, type ReportProps } from './report-records'

// One team member's own bets in the period, newest first; a member outside the team is not found.
export function MemberBets({ state, from, localeTag, labels }: ReportProps & { from: number }) {
  const read = useReport<MemberBetsPage>('/api/agent/team-bets', {
    page: state.page,
    from,
    member: state.member,
  })
  const { pay } = labels
  const at = { pathname: TEAM_BETTING_PATH, state, labels }
  const { money } = moneyOf(read.data?.currency, localeTag)
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'medium' })
  const columns: Column<MemberBetRow>[] = [
    {
      key: 'time',
      header: pay.columnTime,
      rowHeader: true,
      cell: (row) => <time dateTime={new Date(row.time).toISOString()}>{time.format(row.time)}</time>,
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
  const back = reportHref(TEAM_BETTING_PATH, { ...state, member: '', page: 1 })
  return (
    <div className={styles.section}>
      <div>
        <Link href={back} className={memberStyles.secondary} scroll={false}>
          ‹ {pay.backToTeam}
        </Link>
      </div>
      {read.data && (
        <h2>
          {plural(
            pay.memberBetsHeading,
            { name: read.data.member.userName, level: read.data.member.level },
            localeTag,
          )}
        </h2>
      )}
      {!read.data && isApiError(read.error) && read.error.status === 404 ? (
        <p role="alert">{pay.memberNotFound}</p>
      ) : (
        <ReportRecords
          read={read}
          totals={(page) => plural(pay.betCount, { count: page.total }, localeTag)}
          empty={pay.emptyMemberBets}
          at={at}
          caption={pay.memberBetsCaption}
          columns={columns}
          rowKey={(row) => row.id}
          rowData={(row) => ({ 'data-bet': row.id })}
        />
      )}
    </div>
  )
}
