'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { useRouter } from '@/i18n/navigation'
import { isApiError } from '@/lib/client/errors'
import { formatMinor } from '@/lib/money'
import type { Claimed } from '@/lib/rewards/types'
import { fill } from '@/lib/ui/fill'

export type RewardLabels = Messages['Rewards']

// What a refused claim or raffle entry says: the page's sentence for the platform's reason, else the
// message the server chose; the network's own words when no answer came.
export function refusalText(error: unknown, labels: RewardLabels): string {
  if (!isApiError(error)) return labels.error_network
  const reason = error.fields._
  return (reason && (labels as Record<string, string>)[`refused_${reason}`]) || error.message
}

// One claim at a time on a page: which one is running, and the outcome to announce. A claim made also
// refreshes what the page's server read (the leaderboard).
export function useClaim(labels: RewardLabels, localeTag: string) {
  const router = useRouter()
  const [running, setRunning] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const run = async (which: string, call: () => Promise<Claimed>) => {
    setRunning(which)
    setOutcome(null)
    try {
      const done = await call()
      const amount = formatMinor(done.amountMinor, done.currency, localeTag)
      setOutcome({ ok: true, text: fill(labels.claimDone, { amount }) })
      router.refresh()
    } catch (error) {
      setOutcome({ ok: false, text: refusalText(error, labels) })
    } finally {
      setRunning(null)
    }
  }
  return { running, outcome, run }
}
