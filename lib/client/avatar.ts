'use client'

import { mutate } from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { AvatarInput, AvatarView } from '@/lib/member/schemas'
import { AVATAR_KEY } from '@/lib/swr/use-avatar'

// Picks another avatar; every place that shows it changes with the answer.
export async function saveAvatar(input: AvatarInput, networkErrorMessage: string): Promise<AvatarView> {
  const view = await apiFetch<AvatarView>(AVATAR_KEY, { method: 'POST', body: input, networkErrorMessage })
  await mutate(AVATAR_KEY, view, { revalidate: false })
  return view
}
