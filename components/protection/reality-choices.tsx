'use client'

import { useState } from 'react'
import { saveRealityCheck } from '@/lib/client/protection'
import { REALITY_MINUTES } from '@/lib/protection/types'
import { label, type ProtectionLabels } from './labels'
import { Choices } from './choices'

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
      <Choices
        legend={labels.realityEvery}
        name="realityMinutes"
        options={REALITY_MINUTES}
        value={picked ?? saved}
        onPick={pick}
        text={(minutes) => label(labels, `minutes_${minutes}`)}
      />
      {failure && <p role="alert">{failure}</p>}
    </>
  )
}
