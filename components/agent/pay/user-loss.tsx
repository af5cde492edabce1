import type { Column } from '@/components/ui/records'
import type { ProfitLossPage, ProfitLossRow } from '@/lib/agent/types'
import { plural } from '@/lib/ui/plural'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'
import { moneyOf } from './money'
import { ReportRecords, ReportSearch, type ReportProps } from './report-records'
import { Stats } from './stats'
import { signedColumn } from '@/components/ui/record-cells'

// User loss: each team member's bets, valid bets, payouts, bonuses and net result in the period (the
// member's result: payouts and bonuses less bets), with the team's totals.
export function UserLoss(props: ReportProps<ProfitLossPage>) {
  const { place, page, locale, localeTag, labels } = props
  const { money, signed } = moneyOf(page?.currency, localeTag)
  const { pay } = labels
  const columns: Column<ProfitLossRow>[] = [
    { key: 'member', header: pay.columnMember, rowHeader: true, cell: (row) => row.userName },
    { key: 'stake', header: pay.columnStake, numeric: true, cell: (row) => money(row.betMinor) },
    { key: 'valid', header: pay.columnValid, numeric: true, cell: (row) => money(row.validBetMinor) },
    { key: 'payout', header: pay.columnPayout, numeric: true, cell: (row) => money(row.payoutMinor) },
    { key: 'bonus', header: pay.columnBonus, numeric: true, cell: (row) => money(row.bonusMinor) },
    signedColumn('net', pay.columnNet, (row) => row.netMinor, signed),
  ]
  const totals = page?.totals
  return (
    <div className={styles.section}>
      <ReportSearch place={place} locale={locale} labels={labels} />
      {totals && page && page.total > 0 && (
        <section className={styles.section} aria-labelledby="team-pnl-totals">
          <h2 id="team-pnl-totals">{pay.teamTotals}</h2>
          <Stats
            items={[
              { key: 'stake', term: pay.columnStake, value: money(totals.betMinor) },
              { key: 'valid', term: pay.columnValid, value: money(totals.validBetMinor) },
              { key: 'payout', term: pay.columnPayout, value: money(totals.payoutMinor) },
              { key: 'bonus', term: pay.columnBonus, value: money(totals.bonusMinor) },
              { key: 'net', term: pay.columnNet, value: signed(totals.netMinor), sign: totals.netMinor },
            ]}
          />
          <p className={memberStyles.muted}>{pay.netHint}</p>
        </section>
      )}
      <ReportRecords
        report={props}
        totals={(data) => plural(pay.membersCount, { count: data.total }, localeTag)}
        empty={place.address.q ? pay.emptySearch : pay.emptyLoss}
        caption={pay.lossCaption}
        columns={columns}
        rowKey={(row) => row.memberId}
        rowData={(row) => ({ 'data-member': row.userName })}
      />
    </div>
  )
}
