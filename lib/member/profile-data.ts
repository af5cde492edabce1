import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { memberInfo, type MemberProfile } from '@/lib/upstream/member'
import { balance } from '@/lib/upstream/wallet'
import type { Balance } from '@/lib/types'

export type { MemberProfile }

// My account's profile (null while it cannot be read: the page says so) and balance (null: the browser
// asks again through the BFF and shows its own loading and error states).
export async function myAccountData(
  ctx: UpstreamContext,
): Promise<{ profile: MemberProfile | null; balance: Balance | null }> {
  const [profile, current] = await Promise.all([
    memberInfo(ctx).catch(() => null),
    balance(ctx).catch(() => null),
  ])
  return { profile, balance: current }
}
