'use client'

import useSWR, { useSWRConfig } from 'swr'
import { apiFetch, apiFetcher } from '@/lib/api-client'
import type { GamePage } from '@/lib/games/types'
import type { GameCategory } from '@/lib/types'

export const FAVOURITE_IDS_KEY = '/api/games/favourites'
export const FAVOURITE_LIST_KEY = '/api/games/favourites/list?page=1'

// The member's favourite game ids, and the toggle of product spec §4: remove when present, otherwise add,
// then take the ids the platform answers. Pass `enabled: false` for visitors and trial accounts.
export function useFavourites(enabled: boolean) {
  const { mutate: mutateKey } = useSWRConfig()
  const { data, error, isLoading, mutate } = useSWR<string[]>(
    enabled ? FAVOURITE_IDS_KEY : null,
    apiFetcher,
    {
      revalidateOnFocus: false,
      dedupingInterval: 10_000,
    },
  )
  const ids = new Set(data ?? [])

  async function toggle(game: { nodeId: string; vendor: string; category: GameCategory }): Promise<boolean> {
    const favourite = !ids.has(game.nodeId)
    const optimistic = favourite ? [game.nodeId, ...ids] : [...ids].filter((id) => id !== game.nodeId)
    const next = await mutate(
      apiFetch<string[]>(FAVOURITE_IDS_KEY, {
        method: 'POST',
        body: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.category, favourite },
      }),
      { optimisticData: optimistic, rollbackOnError: true, revalidate: false, populateCache: true },
    )
    void mutateKey(FAVOURITE_LIST_KEY)
    return (next ?? optimistic).includes(game.nodeId)
  }

  return { ids, isLoading: enabled && isLoading, error, toggle }
}

// `initial`: the first page as the server read it.
export function useFavouriteGames(enabled: boolean, initial?: GamePage) {
  return useSWR<GamePage>(enabled ? FAVOURITE_LIST_KEY : null, apiFetcher, {
    revalidateOnFocus: false,
    fallbackData: initial,
  })
}
