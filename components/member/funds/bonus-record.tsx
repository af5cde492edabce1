import type { Column } from '@/components/ui/records'
import type { Bonus, BonusPage } from '@/lib/funds/types'
import { formatMinor } from '@/lib/money'
import { fill } from '@/lib/ui/fill'
import memberStyles from '../member-centre.module.css'
import { PagedCard, type PageRead } from '../paged-card'
import { label, StatusBadge } from '../cashier/cashier-text'
import type { FundsProps } from './funds-labels'
import styles from './funds.module.css'

export const BONUS_PATH = '/member/bonusDetails'

// Bonus details: every bonus the player received, newest first, with its source, amount, status and,
// where the platform attaches one, the turnover it asks for and the stakes placed toward it. `read`:
// the page the server read, its times in the record zone.
export function BonusRecord({ labels, localeTag, read }: FundsProps & { read: PageRead<BonusPage> }) {
  const { data: bonuses, timeZone } = read
  const currency = bonuses?.currency
  const money = (minor: number) => (currency ? formatMinor(minor, currency, localeTag) : '')
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'short', timeZone })
  const columns: Column<Bonus>[] = [
    {
      key: 'bonus',
      header: labels.columnBonus,
      rowHeader: true,
      cell: (bonus) => (
        <>
          {label(labels, `source_${bonus.source}`)}
          <span className={memberStyles.sub}>
            <time dateTime={new Date(bonus.time).toISOString()}>{time.format(bonus.time)}</time>
          </span>
        </>
      ),
    },
    { key: 'amount', header: labels.columnAmount, numeric: true, cell: (bonus) => money(bonus.amountMinor) },
    {
      key: 'turnover',
      header: labels.columnTurnover,
      cell: (bonus) =>
        bonus.turnoverMinor === null || bonus.progressMinor === null ? (
          labels.noTurnover
        ) : (
          <>
            {fill(labels.turnoverProgress, {
              progress: money(bonus.progressMinor),
              required: money(bonus.turnoverMinor),
            })}
            <progress
              max={bonus.turnoverMinor}
              value={bonus.progressMinor}
              aria-label={fill(labels.turnoverLabel, {
                progress: money(bonus.progressMinor),
                required: money(bonus.turnoverMinor),
              })}
              className={styles.progress}
            />
            <Deadline bonus={bonus} labels={labels} money={money} time={time} />
          </>
        ),
    },
    {
      key: 'status',
      header: labels.columnStatus,
      cell: (bonus) => (
        <StatusBadge status={bonus.status} text={label(labels, `status_${bonus.status}`) ?? bonus.status} />
      ),
    },
  ]
  return (
    <PagedCard
      name="bonus"
      path={BONUS_PATH}
      read={read}
      labels={labels}
      totals={(data) => fill(labels.bonusTotals, { count: data.total })}
      columns={columns}
      rowKey={(bonus) => bonus.id}
      rowData={(bonus) => ({ 'data-source': bonus.source, 'data-status': bonus.status })}
    />
  )
}

// Under a bonus's turnover: the deadline to meet it, or, once it passed unmet, what the expiry took.
function Deadline({
  bonus,
  labels,
  money,
  time,
}: {
  bonus: Bonus
  labels: FundsProps['labels']
  money: (minor: number) => string
  time: Intl.DateTimeFormat
}) {
  const at = (ms: number) => <time dateTime={new Date(ms).toISOString()}>{time.format(ms)}</time>
  if (bonus.status === 'expired' && bonus.expiredAt !== null) {
    const [before, after] = labels.bonusForfeited.split('{date}')
    return (
      <span className={memberStyles.sub} data-testid="bonus-expired">
        {before}
        {at(bonus.expiredAt)}
        {fill(after ?? '', { amount: money(bonus.forfeitedMinor ?? 0) })}
      </span>
    )
  }
  if (bonus.expiresAt === null || bonus.status !== 'in_progress') return null
  const [before, after] = labels.bonusDeadline.split('{date}')
  return (
    <span className={memberStyles.sub} data-testid="bonus-deadline">
      {before}
      {at(bonus.expiresAt)}
      {after}
    </span>
  )
}
