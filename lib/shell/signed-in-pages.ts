import { safeNext } from '@/lib/auth/safe-next'
import { HANDOVER_COOKIE } from '@/lib/session/cookie'

// The pages with nothing to show a signed-in player, and where each sends them instead: the request gate
// (proxy.ts) answers these with a real redirect before anything renders, and each page checks again as it
// renders. Null when the page is for this player after all: a password change still due on the login
// page, a demo (trial) account creating its real one on the registration page.
export type SignedInPlayer = { isTrial: boolean; mustChangePassword: boolean }

export { SIGNED_IN_AWAY } from './centre-paths'

export function signedInTarget(rest: string, player: SignedInPlayer, next?: string | null): string | null {
  if (rest === '/login') return player.mustChangePassword ? null : safeNext(next)
  if (rest === '/register') return player.isTrial ? null : '/'
  return null
}

// Whether a hand-over link may be waiting, by its cookie's name alone (the page unseals it): over HTTPS the
// sealed cookie carries the `__Host-` prefix (lib/bff/sealed-cookie.ts). Without one, `/handover` has
// nothing to ask and goes home.
export function handoverMayWait(hasCookie: (name: string) => boolean): boolean {
  return hasCookie(HANDOVER_COOKIE) || hasCookie(`__Host-${HANDOVER_COOKIE}`)
}
