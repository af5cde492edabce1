'use client'

import { formatMinor, formatSignedMinor } from '@/lib/money'
import { useBetRecord } from '@/lib/swr/use-bet-record'
import { fill } from '@/lib/ui/fill'
import styles from './game.module.css'

export type BetHistoryLabels = {
  betRecord: string
  betRecordEmpty: string
  columnGame: string
  columnStake: string
  columnPayout: string
  columnNet: string
  columnTime: string
  totals: string
  loading: string
  refresh: string
  recordError: string
}

// The member's latest settled rounds with totals, refreshed when a game reports a round.
export function BetHistory({ labels, localeTag }: { labels: BetHistoryLabels; localeTag: string }) {
  const { data, error, isLoading, isValidating, mutate } = useBetRecord(true)
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'medium' })
  return (
    <section aria-labelledby="bet-record" className={styles.record}>
      <div className={styles.recordHead}>
        <h2 id="bet-record">{labels.betRecord}</h2>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void mutate()}
          aria-busy={isValidating || undefined}
        >
          {labels.refresh}
        </button>
      </div>
      {isLoading && <p role="status">{labels.loading}</p>}
      {error && !data && <p role="alert">{labels.recordError}</p>}
      {data && data.bets.length === 0 && <p>{labels.betRecordEmpty}</p>}
      {data && data.bets.length > 0 && (
        <>
          <p role="status" className={styles.totals}>
            {fill(labels.totals, {
              bet: formatMinor(data.summary.betMinor, data.currency, localeTag),
              win: formatMinor(data.summary.winMinor, data.currency, localeTag),
              net: formatSignedMinor(data.summary.netMinor, data.currency, localeTag),
            })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{labels.columnGame}</th>
                  <th scope="col">{labels.columnStake}</th>
                  <th scope="col">{labels.columnPayout}</th>
                  <th scope="col">{labels.columnNet}</th>
                  <th scope="col">{labels.columnTime}</th>
                </tr>
              </thead>
              <tbody>
                {data.bets.map((bet) => (
                  <tr key={bet.roundId} data-round={bet.roundId}>
                    <td>{bet.gameName}</td>
                    <td>{formatMinor(bet.betMinor, data.currency, localeTag)}</td>
                    <td>{formatMinor(bet.winMinor, data.currency, localeTag)}</td>
                    <td data-sign={bet.netMinor > 0 ? 'up' : bet.netMinor < 0 ? 'down' : 'flat'}>
                      {formatSignedMinor(bet.netMinor, data.currency, localeTag)}
                    </td>
                    <td>{time.format(bet.settledAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
