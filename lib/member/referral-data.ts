import 'server-only'
import type { Locale } from '@/i18n/locales'
import { qrSvg } from '@/lib/qr'
import { localizedPath } from '@/lib/routing-rules'
import { siteOrigin } from '@/lib/seo'
import type { ReferralPage } from '@/lib/promotions/types'
import type { UpstreamContext } from '@/lib/upstream/client'
import { referralInfo } from '@/lib/upstream/promotions'

export type ReferralInvite = Pick<ReferralPage, 'referralCode' | 'rules' | 'currency'> & {
  link: string
  qrSvg: string
}

// The invite-friends page's server data: the member's code, the registration link on the address the
// member is using (in their language), its QR code drawn on the server, and the REFERRAL rules. Null
// when the platform could not be read: the page shows its error state.
export async function referralInvite(ctx: UpstreamContext, locale: Locale): Promise<ReferralInvite | null> {
  const info = await referralInfo(ctx, 1).catch(() => null)
  if (!info) return null
  const query = new URLSearchParams({ referralCode: info.referralCode })
  const link = `${await siteOrigin()}${localizedPath(locale, '/register')}?${query}`
  return {
    referralCode: info.referralCode,
    rules: info.rules,
    currency: info.currency,
    link,
    qrSvg: await qrSvg(link, 160),
  }
}

// One page of the friends the member invited (with the rewards they earned), or null when the platform
// could not be read: the page shows its error state.
export async function referralFriends(ctx: UpstreamContext, page: number): Promise<ReferralPage | null> {
  return referralInfo(ctx, page).catch(() => null)
}
