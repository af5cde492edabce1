import { getFormatter, getTranslations } from 'next-intl/server'
import { formatMinor } from '@/lib/money'
import type { RedemptionPage } from '@/lib/points/types'
import type { Currency } from '@/lib/types'
import table from '@/components/ui/table.module.css'
import styles from './points.module.css'

// The member's latest redemptions and conversions, newest first.
export async function RedemptionHistory({
  history,
  currency,
  localeTag,
}: {
  history: RedemptionPage
  currency: Currency
  localeTag: string
}) {
  const [t, format] = await Promise.all([getTranslations('Points'), getFormatter()])
  if (history.list.length === 0) return <p className={styles.empty}>{t('historyEmpty')}</p>
  return (
    <>
      <p className={styles.caption}>{t('historyLatest', { count: history.totalCount })}</p>
      <div className={styles.scroll}>
        <table className={`${table.table} ${styles.history}`} data-testid="point-history">
          <thead>
            <tr>
              <th scope="col">{t('historyDate')}</th>
              <th scope="col">{t('historyItem')}</th>
              <th scope="col">{t('historyPoints')}</th>
              <th scope="col">{t('historyCash')}</th>
            </tr>
          </thead>
          <tbody>
            {history.list.map((row) => (
              <tr key={row.id}>
                <td>
                  {format.dateTime(new Date(row.createdAt), { dateStyle: 'short', timeStyle: 'short' })}
                </td>
                <td className={styles.wrap}>
                  {row.kind === 'convert' ? t('convertedItem') : row.rewardName}
                </td>
                <td>−{format.number(row.points)}</td>
                <td>{row.cashMinor > 0 ? formatMinor(row.cashMinor, currency, localeTag) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
