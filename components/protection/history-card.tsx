import { fill } from '@/lib/ui/fill'
import { formatMinor } from '@/lib/money'
import { HISTORY_CSV_PATH, type ProtectionState } from '@/lib/protection/types'
import type { ProtectionLabels } from './labels'
import styles from './protection.module.css'

// The history the player can take away, and lifetime net deposits.
export function HistoryCard({
  state,
  labels,
  localeTag,
}: {
  state: ProtectionState
  labels: ProtectionLabels
  localeTag: string
}) {
  return (
    <section className={styles.card} aria-labelledby="protection-history">
      <h2 id="protection-history">{labels.historyTitle}</h2>
      <p className={styles.muted}>{labels.historyText}</p>
      <p>
        {fill(labels.lifetime, {
          amount: formatMinor(state.lifetimeNetDepositsMinor, state.currency, localeTag),
        })}
      </p>
      <a className={styles.secondary} href={HISTORY_CSV_PATH} download>
        {labels.download}
      </a>
    </section>
  )
}
