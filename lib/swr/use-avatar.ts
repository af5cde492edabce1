'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { AvatarView } from '@/lib/member/schemas'

export const AVATAR_KEY = '/api/member/icon'

// The signed-in member's avatar and frame, shared by the header, the account menu and my account.
export function useAvatar(enabled: boolean) {
  const { data, error } = useSWR<AvatarView>(enabled ? AVATAR_KEY : null, apiFetcher, {
    revalidateOnFocus: false,
    dedupingInterval: 30_000,
  })
  return { avatar: data ?? null, error }
}
