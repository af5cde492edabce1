import 'server-only'
import { PortalError } from '@/lib/bff/errors'
import { isUpstreamError } from '@/lib/upstream/errors'
import type { RefusalReason } from './types'

// The platform's refusals of claims and raffle entries (platform/lib/rewards/messages.mjs), as the
// reason the pages translate; anything else goes through the usual mapping.
const REFUSALS: Record<string, { code: 'not_found' | 'request_rejected'; reason: RefusalReason }> = {
  'reward.not.found': { code: 'not_found', reason: 'not_found' },
  'mission.not.found': { code: 'not_found', reason: 'not_found' },
  'raffle.not.found': { code: 'not_found', reason: 'not_found' },
  'reward.claimed': { code: 'request_rejected', reason: 'claimed' },
  'reward.expired': { code: 'request_rejected', reason: 'expired' },
  'reward.none': { code: 'request_rejected', reason: 'none' },
  'mission.not.complete': { code: 'request_rejected', reason: 'not_complete' },
  'raffle.not.eligible': { code: 'request_rejected', reason: 'not_eligible' },
  'raffle.joined': { code: 'request_rejected', reason: 'joined' },
}

export async function withRefusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const refusal = isUpstreamError(error) ? REFUSALS[error.code] : undefined
    if (!refusal) throw error
    throw new PortalError(refusal.code, { fields: { _: refusal.reason } })
  }
}
