import 'server-only'
import { notFound, redirect } from 'next/navigation'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { currentMember, upstreamContext } from '@/lib/session'

// Who may open the agent centre: agent accounts only (types 1, 2, 41, 42). Visitors without a session go
// to the login page and come back here after signing in; any other account finds no such page. Called
// beside every read of the centre's data, not only in its layout.
export async function agentCentreAccess(locale: Locale, path: string) {
  const [member, ctx] = await Promise.all([currentMember(), upstreamContext()])
  if (!member || !ctx) {
    const next = getPathname({ href: path, locale })
    redirect(getPathname({ href: { pathname: '/login', query: { next } }, locale }))
  }
  if (!member.isAgent) notFound()
  return { member, ctx }
}
