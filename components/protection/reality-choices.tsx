'use client'

import { useState } from 'react'
import { saveRealityCheck } from '@/lib/client/protection'
import { REALITY_MINUTES } from '@/lib/protection/types'
import { label, type ProtectionLabels } from './labels'
import styles from './protection.module.css'

// The reality check's interval, saved as soon as it is picked.
export function RealityChoices({ saved, labels }: { saved: number; labels: ProtectionLabels }) {
  const [failure, setFailure] = useState<string | null>(null)
  // The choice shows at once; a refusal puts the saved one back.
  const [picked, setPicked] = useState<number | null>(null)
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
    <>
      <fieldset className={styles.choices}>
        <legend>{labels.realityEvery}</legend>
        {REALITY_MINUTES.map((minutes) => (
          <label key={minutes} className={styles.choice}>
            <input
              type="radio"
              name="realityMinutes"
              checked={(picked ?? saved) === minutes}
              onChange={() => pick(minutes)}
            />
            {label(labels, `minutes_${minutes}`)}
          </label>
        ))}
      </fieldset>
      {failure && <p role="alert">{failure}</p>}
    </>
  )
}
