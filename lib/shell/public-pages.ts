import type { Feature, Features } from '@/lib/features'

// The Portal's addresses, in the order of the route table (README "Routes", product spec §2). The sitemap
// lists the `listed` ones, robots.txt keeps crawlers out of the private prefixes, and the layout sweep
// (e2e/sweep) opens every entry, so a new address added here is listed and swept without anyone
// remembering to. Centres expand to their page lists (lib/member/pages.ts, lib/agent/pages.ts).
export type SiteRoute = {
  readonly path: string
  // Whether search engines may list it.
  readonly listed: boolean
  // Only with a query naming one of the tenant's promotions; without one the address is not found.
  readonly needs?: 'promotion'
  // The address of a centre, whose pages come from that centre's page list.
  readonly centre?: 'member' | 'agent'
  // Shown only in place of another page while the site is down or the visitor's region is refused
  // (proxy.ts); asked for by its own address while the site is up, it answers 404.
  readonly gated?: true
  // The feature switch the page needs; a tenant with it off answers 404 there and does not list it.
  readonly feature?: Feature
}

export const SITE_ROUTES = [
  { path: '/', listed: true },
  { path: '/rng', listed: true },
  { path: '/live', listed: true },
  { path: '/fish', listed: true },
  { path: '/pvp', listed: true },
  { path: '/sports', listed: true },
  { path: '/esports', listed: true },
  { path: '/inhouse', listed: true },
  { path: '/elott', listed: true },
  { path: '/lottery', listed: true },
  { path: '/vnlottery', listed: false },
  { path: '/game', listed: false },
  { path: '/seamless', listed: false },
  { path: '/promotions', listed: true },
  { path: '/promoDetail', listed: false, needs: 'promotion' },
  { path: '/pointMall', listed: true, feature: 'points' },
  { path: '/register', listed: true },
  { path: '/login', listed: false },
  // Without a pending hand-over link it goes on to the home page.
  { path: '/handover', listed: false },
  { path: '/help', listed: true },
  { path: '/helpmc', listed: false },
  { path: '/down', listed: true },
  { path: '/responsible-gaming', listed: true },
  { path: '/terms', listed: true },
  { path: '/privacy', listed: true },
  { path: '/cookies', listed: true },
  { path: '/member', listed: false, centre: 'member' },
  { path: '/agent', listed: false, centre: 'agent' },
  { path: '/startup/maintenance', listed: false, gated: true },
  { path: '/startup/restricted', listed: false, gated: true },
  { path: '/startup/unavailable', listed: false, gated: true },
] as const satisfies readonly SiteRoute[]

// The pages search engines may list.
export const PUBLIC_PAGES = SITE_ROUTES.filter((route) => route.listed).map((route) => route.path)

// The pages a tenant with these switches lists.
export function listedPages(features: Features): string[] {
  return (SITE_ROUTES as readonly SiteRoute[])
    .filter((route) => route.listed && (!route.feature || features[route.feature]))
    .map((route) => route.path)
}

// Never worth crawling: the BFF, personal areas, game windows and the start-up screens.
export const PRIVATE_PREFIXES = [
  '/api/',
  '/member/',
  '/agent/',
  '/game',
  '/seamless',
  '/startup/',
  '/helpmc',
  '/bench-baseline',
]
