'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { claimReward } from '@/lib/client/rewards'
import type { RewardClaimInput } from '@/lib/rewards/schemas'
import { ClaimOutcome } from './claim-outcome'
import { useClaim, type RewardLabels } from './use-claim'

const Claiming = createContext<ReturnType<typeof useClaim> | null>(null)

// A server-rendered list whose claim buttons run one at a time: the outcome of the last claim is
// announced above the list, and a claim made reads the page again.
export function ClaimArea({
  labels,
  localeTag,
  children,
}: {
  labels: RewardLabels
  localeTag: string
  children: ReactNode
}) {
  const claim = useClaim(labels, localeTag)
  return (
    <Claiming.Provider value={claim}>
      <ClaimOutcome outcome={claim.outcome} />
      {children}
    </Claiming.Provider>
  )
}

// One claim (a mission, a reward, or all of them), inside a ClaimArea; `which` names it while it runs.
export function ClaimButton({
  which,
  input,
  className,
  children,
}: {
  which: string
  input: RewardClaimInput
  className?: string
  children: ReactNode
}) {
  const claim = useContext(Claiming)
  if (!claim) throw new Error('ClaimButton outside a ClaimArea')
  const { running, run } = claim
  return (
    <button
      type="button"
      className={className}
      disabled={running !== null}
      aria-busy={running === which}
      onClick={() => void run(which, () => claimReward(input))}
    >
      {children}
    </button>
  )
}
