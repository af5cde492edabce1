'use client'

import { mutate } from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { LaunchInputType } from '@/lib/games/schemas'
import { POSITION_KEY } from '@/lib/client/protection'
import { BET_RECORD_PREFIX } from '@/lib/swr/use-bet-record'
import { BALANCE_KEY } from '@/lib/swr/use-balance'

// A fresh launch address for a game already open (restart, new window): launch addresses are single-use.
export async function launchUrl(launch: LaunchInputType, networkError: string): Promise<string> {
  const { url } = await apiFetch<{ url: string }>('/api/games/launch', {
    method: 'POST',
    body: launch,
    networkErrorMessage: networkError,
  })
  return url
}

// Money moved in a framed game or lottery: the header balance, the session's net position and the
// betting record are read again.
export function refreshAfterSettlement(): void {
  void mutate(BALANCE_KEY)
  void mutate(POSITION_KEY)
  void mutate((key) => typeof key === 'string' && key.startsWith(BET_RECORD_PREFIX))
}
