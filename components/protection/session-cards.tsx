'use client'

import { useState } from 'react'
import { saveRealityCheck } from '@/lib/client/protection'
import { formatSignedMinor } from '@/lib/money'
import { REALITY_MINUTES, type ProtectionState } from '@/lib/protection/types'
import { hms } from '@/lib/protection/time'
import { label, type ProtectionLabels } from './labels'
import styles from './protection.module.css'

type Props = {
  state: ProtectionState
  labels: ProtectionLabels
  localeTag: string
  platformNow: number | null
}

// The session clock and net position, and the reality check's interval (saved as soon as it is picked).
export function SessionCard({ state, labels, localeTag, platformNow }: Props) {
  const [failure, setFailure] = useState<string | null>(null)
  // The choice shows at once; a refusal puts the saved one back.
  const [picked, setPicked] = useState<number | null>(null)
  const since = Date.parse(state.session.signedInAt)
  const pick = (minutes: (typeof REALITY_MINUTES)[number]) => {
    setFailure(null)
    setPicked(minutes)
    saveRealityCheck({ intervalMinutes: minutes }, { networkErrorMessage: labels.error_network }).catch(
      (error: unknown) => {
        setPicked(null)
        setFailure(error instanceof Error ? error.message : labels.error_network)
      },
    )
  }
  return (
    <section className={styles.card} aria-labelledby="protection-session">
      <h2 id="protection-session">{labels.sessionTitle}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.sessionClock}</dt>
          <dd className={styles.clock}>{platformNow === null ? '…' : hms((platformNow - since) / 1000)}</dd>
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
      <fieldset className={styles.choices}>
        <legend>{labels.realityEvery}</legend>
        {REALITY_MINUTES.map((minutes) => (
          <label key={minutes} className={styles.choice}>
            <input
              type="radio"
              name="realityMinutes"
              checked={(picked ?? state.realityCheck.intervalMinutes) === minutes}
              onChange={() => pick(minutes)}
            />
            {label(labels, `minutes_${minutes}`)}
          </label>
        ))}
      </fieldset>
      {failure && <p role="alert">{failure}</p>}
    </section>
  )
}
