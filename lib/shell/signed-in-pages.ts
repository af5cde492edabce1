import { safeNext } from '@/lib/auth/safe-next'

// The pages with nothing to show a signed-in player, and where each sends them instead: the request gate
// (proxy.ts) answers these with a real redirect before anything renders, and each page checks again as it
// renders. Null when the page is for this player after all: a password change still due on the login
// page, a demo (trial) account creating its real one on the registration page.
export type SignedInPlayer = { isTrial: boolean; mustChangePassword: boolean }

export const SIGNED_IN_AWAY = new Set(['/login', '/register'])

export function signedInTarget(rest: string, player: SignedInPlayer, next?: string | null): string | null {
  if (rest === '/login') return player.mustChangePassword ? null : safeNext(next)
  if (rest === '/register') return player.isTrial ? null : '/'
  return null
}
