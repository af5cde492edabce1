import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { protectionState } from '@/lib/upstream/protection'
import type { ProtectionState } from './types'

// What the protection screens read on the server first; undefined when the platform did not answer
// (the island then shows its failed state with a retry).
export function protectionPageData(ctx: UpstreamContext): Promise<ProtectionState | undefined> {
  return protectionState(ctx).catch(() => undefined)
}
