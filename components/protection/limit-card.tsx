import { PERIODS_OF, type LimitKind, type ProtectionState } from '@/lib/protection/types'
import { label, type ProtectionLabels } from './labels'
import { LimitRow } from './limit-row'
import styles from './protection.module.css'

// One kind of limit (deposit, loss, wager, play time) for each of its periods.
export function LimitCard({
  kind,
  state,
  labels,
  localeTag,
  platformNow,
}: {
  kind: LimitKind
  state: ProtectionState
  labels: ProtectionLabels
  localeTag: string
  platformNow: number | null
}) {
  const heading = `protection-${kind}`
  return (
    <section className={styles.card} aria-labelledby={heading} id={`limits-${kind}`}>
      <h2 id={heading}>{label(labels, `kind_${kind}`)}</h2>
      <p className={styles.muted}>{label(labels, `kindText_${kind}`)}</p>
      <div className={styles.periods}>
        {PERIODS_OF[kind].map((period) => (
          <LimitRow
            key={period}
            kind={kind}
            period={period}
            limit={state.limits.find((l) => l.kind === kind && l.period === period)}
            state={state}
            labels={labels}
            localeTag={localeTag}
            platformNow={platformNow}
          />
        ))}
      </div>
    </section>
  )
}
