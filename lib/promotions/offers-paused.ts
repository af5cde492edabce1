import 'server-only'
import { cache } from 'react'
import { currentMember, upstreamContext } from '@/lib/session'
import { protectionState } from '@/lib/upstream/protection'

// Whether the signed-in member is on a time-out or self-exclusion, when no promotion, bonus or offer
// may reach them (docs/platform.md, "Player protection"): the promotion pages show none. The platform
// refuses every claim of a member on a break as well, so a reading that fails shows the pages as usual.
export const offersPaused = cache(async (): Promise<boolean> => {
  const member = await currentMember()
  if (!member || member.isTrial) return false
  const ctx = await upstreamContext()
  if (!ctx) return false
  try {
    return (await protectionState(ctx)).block !== null
  } catch {
    return false
  }
})
