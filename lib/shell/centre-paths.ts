import { isLocale } from '@/i18n/locales'

// Where the member and agent centres live (product spec §2): their own address opens a page of theirs, and
// every page of theirs is under it.
export const CENTRE_BASES = ['/member', '/agent'] as const

// The pages with nothing to show a signed-in player: the gate (proxy.ts) sends them on.
export const SIGNED_IN_AWAY: ReadonlySet<string> = new Set(['/login', '/register'])

// A path without its language prefix.
export function withoutLocale(pathname: string): string {
  const [, first = '', ...others] = pathname.split('/')
  const rest = isLocale(first) ? `/${others.join('/')}` : pathname
  return rest.replace(/\/+$/, '') || '/'
}

// Whether a path (with or without its language prefix) is a centre's.
export function isCentrePath(pathname: string): boolean {
  const rest = withoutLocale(pathname)
  return CENTRE_BASES.some((base) => rest === base || rest.startsWith(`${base}/`))
}

// Whether closing a centre may return to this path: a page outside the centres that a signed-in player
// can be on.
export function isReturnPlace(pathname: string): boolean {
  return !isCentrePath(pathname) && !SIGNED_IN_AWAY.has(withoutLocale(pathname))
}
