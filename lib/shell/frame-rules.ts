// Which parts of the frame a path shows. Pure functions, shared by the request gate (proxy.ts) and
// the client islands that follow soft navigations, so both always agree.

// Paths that render without the header and side menu.
const BARE_PATHS = new Set(['/helpmc'])

// Paths where the collapse toggle hides the top and left bars instead of shrinking the menu.
const IMMERSIVE_PATHS = new Set(['/seamless', '/vnlottery'])

// Paths a visitor without a session may still open on a tenant that forces login (product spec §2); the
// app download answers at the spec's /download and at its short name /down, where /download leads. The
// legal documents stay open too: registration links the terms, and a visitor reads them before joining.
const FORCE_LOGIN_EXCEPTIONS = new Set([
  '/login',
  '/register',
  '/register.html',
  '/terms',
  '/privacy',
  '/cookies',
  '/helpmc',
  '/download',
  '/down',
])

// The banner group each route shows above its content; routes not listed show no banner.
const BANNER_GROUPS: Record<string, string> = {
  '/': 'w_home',
  '/rng': 'w_home',
  '/live': 'w_home',
  '/fish': 'w_home',
  '/pvp': 'w_home',
  '/sports': 'w_home',
  '/esports': 'w_home',
  '/inhouse': 'w_home',
  '/elott': 'w_home',
  '/lottery': 'w_home',
  '/promotions': 'w_promotion',
  '/login': 'w_login',
  '/register': 'w_register',
  '/forget': 'w_forget',
}

export const BANNER_GROUP_NAMES = [...new Set(Object.values(BANNER_GROUPS))]

export function isBarePath(rest: string): boolean {
  return BARE_PATHS.has(rest)
}

export function isImmersivePath(rest: string): boolean {
  return IMMERSIVE_PATHS.has(rest)
}

export function isOpenWithoutLogin(rest: string): boolean {
  return FORCE_LOGIN_EXCEPTIONS.has(rest)
}

export function bannerGroupFor(rest: string): string | null {
  return BANNER_GROUPS[rest] ?? null
}
