import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { memberInfo, type MemberProfile } from '@/lib/upstream/member'

export type { MemberProfile }

// The member's own profile for My account; null while it cannot be read (the page says so).
export const memberProfile = (ctx: UpstreamContext): Promise<MemberProfile | null> =>
  memberInfo(ctx).catch(() => null)
