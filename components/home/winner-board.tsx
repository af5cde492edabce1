import { getTranslations } from 'next-intl/server'
import { localeTags, type Locale } from '@/i18n/locales'
import { formatMinor } from '@/lib/money'
import type { WinnerBoard as Board } from '@/lib/games/types'
import styles from './winner-board.module.css'

// The biggest recent wins of the tenant's players, from real settled rounds (accounts arrive masked);
// nothing while the board cannot be read.
export async function WinnerBoard({ board, locale }: { board: Board | null; locale: Locale }) {
  if (!board) return null
  const t = await getTranslations('WinnerBoard')
  const localeTag = localeTags[locale]
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'short' })
  return (
    // The table wrapper below is the named region (it scrolls); a second region of the same name would
    // only repeat it for screen readers.
    <section className={styles.board}>
      <h2 id="winner-board">{t('title')}</h2>
      {board.winners.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        // On a narrow screen the table scrolls sideways; keyboard users reach and scroll it too.
        <div className={styles.wrap} role="region" aria-labelledby="winner-board" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('player')}</th>
                <th scope="col">{t('game')}</th>
                <th scope="col">{t('win')}</th>
                <th scope="col">{t('multiplier')}</th>
                <th scope="col">{t('when')}</th>
              </tr>
            </thead>
            <tbody>
              {board.winners.map((winner) => (
                <tr key={`${winner.rank}-${winner.time}`}>
                  <td>{winner.account}</td>
                  <td>{winner.gameName}</td>
                  <td className={styles.amount}>{formatMinor(winner.winMinor, board.currency, localeTag)}</td>
                  <td>{t('times', { value: winner.multiplier.toFixed(2) })}</td>
                  <td>{winner.time ? time.format(winner.time) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
