'use client'

import { apiFetch } from '@/lib/api-client'

// Free play: the platform's trial account, signed in at once. Apart from lib/client/auth.ts because the
// guest header calls it: SWR is fetched only once a trial starts, not on a guest's first page.
export async function startFreePlay(networkError: string): Promise<void> {
  await apiFetch('/api/auth/free-play', { method: 'POST', body: {}, networkErrorMessage: networkError })
  // Every island that asked who is signed in learns of the trial account now, not at the next reload.
  await Promise.all([import('swr'), import('@/lib/swr/use-session')])
    .then(([{ mutate }, { SESSION_KEY }]) => mutate(SESSION_KEY))
    .catch(() => undefined)
}
