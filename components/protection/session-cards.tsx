import { formatSignedMinor } from '@/lib/money'
import type { ProtectionState } from '@/lib/protection/types'
import type { ProtectionLabels } from './labels'
import { PlatformClock } from './platform-clock'
import { RealityChoices } from './reality-choices'
import styles from './protection.module.css'

// The session clock and net position, and the reality check's interval.
export function SessionCard({
  state,
  labels,
  localeTag,
}: {
  state: ProtectionState
  labels: ProtectionLabels
  localeTag: string
}) {
  return (
    <section className={styles.card} aria-labelledby="protection-session">
      <h2 id="protection-session">{labels.sessionTitle}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.sessionClock}</dt>
          <dd className={styles.clock}>
            <PlatformClock now={state.now} since={state.session.signedInAt} empty="…" />
          </dd>
        </div>
        <div>
          <dt>{labels.sessionNet}</dt>
          <dd className={styles.clock}>
            {formatSignedMinor(state.session.netMinor, state.currency, localeTag)}
          </dd>
        </div>
      </dl>
      <h3>{labels.realityTitle}</h3>
      <p className={styles.muted}>{labels.realityText}</p>
      <RealityChoices saved={state.realityCheck.intervalMinutes} labels={labels} />
    </section>
  )
}
