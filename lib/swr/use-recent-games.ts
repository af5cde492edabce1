'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { GamePage } from '@/lib/games/types'

export const RECENT_GAMES_KEY = '/api/games/recent?page=1'

// Games the member opened recently, most recent first. Pass `enabled: false` for visitors; `initial`: the
// first page as the server read it.
export function useRecentGames(enabled: boolean, initial?: GamePage) {
  return useSWR<GamePage>(enabled ? RECENT_GAMES_KEY : null, apiFetcher, {
    revalidateOnFocus: false,
    fallbackData: initial,
  })
}
