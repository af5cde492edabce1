import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { getVendorLanes } from '@/lib/upstream/catalogue'
import { memberInfo, type MemberProfile } from '@/lib/upstream/member'
import { balance } from '@/lib/upstream/wallet'
import type { Balance } from '@/lib/types'

export type { MemberProfile }

// My account's profile (null while it cannot be read: the page says so), balance (null: the browser
// asks again through the BFF and shows its own loading and error states) and the vendors' names by
// code, which name the vendor wallets of the balance.
export async function myAccountData(ctx: UpstreamContext): Promise<{
  profile: MemberProfile | null
  balance: Balance | null
  vendorNames: Record<string, string>
}> {
  const [profile, current, lanes] = await Promise.all([
    memberInfo(ctx).catch(() => null),
    balance(ctx).catch(() => null),
    getVendorLanes(ctx).catch(() => []),
  ])
  const vendorNames = Object.fromEntries(
    lanes.flatMap((lane) => lane.vendors.map((vendor) => [vendor.code, vendor.name] as const)),
  )
  return { profile, balance: current, vendorNames }
}
