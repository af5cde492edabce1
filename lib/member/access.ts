import 'server-only'
import { redirect } from 'next/navigation'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { currentMember, upstreamContext } from '@/lib/session'

// Who may open the member centre (product spec §4): a signed-in account of any type but trial (4).
// Visitors without a session go to the login page and come back here after signing in. Called beside
// every read of the centre's data, not only in its layout.
export async function memberCentreAccess(locale: Locale, path: string) {
  const [member, ctx] = await Promise.all([currentMember(), upstreamContext()])
  if (!member || !ctx) {
    const next = getPathname({ href: path, locale })
    redirect(getPathname({ href: { pathname: '/login', query: { next } }, locale }))
  }
  return { member, ctx, trial: member.isTrial }
}
