'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { LobbyGame } from '@/lib/games/types'

// The games of one vendor (the lobby's vendor card, product spec §3 isGame VASSALAGE); nothing while
// `vendor` is null.
export function useVendorGames(vendor: string | null) {
  return useSWR<LobbyGame[]>(
    vendor ? `/api/games/vendor?vendor=${encodeURIComponent(vendor)}` : null,
    apiFetcher,
  )
}
