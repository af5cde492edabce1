// The pages search engines may list, in the order of the route table (product spec §2).
export const PUBLIC_PAGES = [
  '/',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/inhouse',
  '/elott',
  '/lottery',
  '/promotions',
  '/register',
  '/help',
  '/responsible-gaming',
  '/down',
] as const

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
