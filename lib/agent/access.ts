import 'server-only'
import { notFound, redirect } from 'next/navigation'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { currentMember, upstreamContext } from '@/lib/session'
import { getSiteStatus } from '@/lib/upstream/catalogue'

// Who may open the agent centre: agent accounts only (types 1, 2, 41, 42). Visitors without a session go
// to the login page and come back here after signing in. Any other account that opens the centre's own
// address is sent to the tenant's affiliate programme (the AFFILIATELINK resource, product spec §6); its
// pages, and the centre on a site without that resource, are no page for them. Called beside every read
// of the centre's data, not only in its layout.
export async function agentCentreAccess(locale: Locale, path: string) {
  const [member, ctx] = await Promise.all([currentMember(), upstreamContext()])
  if (!member || !ctx) {
    const next = getPathname({ href: path, locale })
    redirect(getPathname({ href: { pathname: '/login', query: { next } }, locale }))
  }
  if (!member.isAgent) {
    if (path === '/agent') {
      const affiliate = await getSiteStatus(ctx)
        .then((status) => status.resources.AFFILIATELINK?.url ?? null)
        .catch(() => null)
      if (affiliate && /^https?:\/\//.test(affiliate)) redirect(affiliate)
    }
    notFound()
  }
  return { member, ctx }
}
