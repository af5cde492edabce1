import { AGENT_PAGES } from '@/lib/agent/pages'
import { MEMBER_PAGES } from '@/lib/member/pages'
import { SITE_ROUTES, type SiteRoute } from '@/lib/shell/public-pages'

// What the layout sweep visits, read from the lists the Portal itself uses: the route table
// (lib/shell/public-pages.ts) and the two centres' page lists. A new route or centre page is swept the
// moment it is listed there.

export const ROLES = ['visitor', 'member', 'agent'] as const
export type SweepRole = (typeof ROLES)[number]

export const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
  { name: 'tablet', viewport: { width: 768, height: 1024 }, isMobile: false, hasTouch: false },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
] as const
export type SweepSize = (typeof SIZES)[number]

export const THEMES = ['light', 'dark'] as const
export const LANGS = ['pt', 'vi'] as const
export type SweepLang = (typeof LANGS)[number]

// One visit: an address and what it must answer.
export type Visit = {
  // Where the route sits in the plan, so the scans can be spread over the roles.
  key: string
  path: string
  // 200, or 404 for an address that is not found; `login` when a visitor is sent to sign in first.
  expect: 200 | 404 | 'login'
  // Whether this role runs the axe scan of this address at this size (each address once per size).
  axe: boolean
  // Filled in from the promotions page: the address needs one of the tenant's promotions.
  needs?: SiteRoute['needs']
}

// Addresses that must answer 404 with the localized not-found page, for every role.
const NOT_FOUND = ['/promoDetail', '/no-such-page', '/member/no-such-page'] as const

// A centre's pages, and whether a page is only for some accounts (`shownTo`): the sweep's member is made
// to qualify (a member of an agent); its agent, at the top of its own team, does not, and gets a 404.
const centrePages = (centre: 'member' | 'agent') =>
  (centre === 'member' ? MEMBER_PAGES : AGENT_PAGES).map((page) => ({
    path: `/${centre}/${page.slug}`,
    forSome: 'shownTo' in page,
  }))

// Which centres a role opens: an agent is a member too; a visitor is sent to sign in from both; a
// member's answer at /agent belongs to the agent access rules (e2e/agent/access.spec.ts), not here.
function opens(role: SweepRole, centre: 'member' | 'agent'): boolean | 'login' {
  if (role === 'visitor') return 'login'
  return centre === 'member' || role === 'agent'
}

// The covering design. Every role sees every route at every size, one browser context for each
// role × size, and that context has one theme and one language. Across a role's three sizes both themes
// and both languages occur, so every route is seen in both themes and both languages by every role that
// opens it. Axe scans each address once per size (a centre's pages by the role that owns the centre), and
// in both themes across the sizes.
export function themeOf(role: SweepRole, size: SweepSize): (typeof THEMES)[number] {
  return THEMES[(ROLES.indexOf(role) + SIZES.indexOf(size)) % 2]!
}

export function langOf(role: SweepRole, size: SweepSize): SweepLang {
  // Phones get Vietnamese, the longest strings, for the signed-in roles; each role meets Portuguese too.
  const order: Record<SweepRole, readonly SweepLang[]> = {
    visitor: ['pt', 'vi', 'pt'],
    member: ['vi', 'pt', 'pt'],
    agent: ['vi', 'pt', 'vi'],
  }
  return order[role][SIZES.indexOf(size)]!
}

// The role that scans route `index` at size `sizeIndex`: chosen so that the scan's theme, (role + size) % 2,
// alternates from size to size, and each route is scanned in both themes. Odd routes go to the member
// (a long balance in the header); even ones alternate between the visitor and the agent.
function axeRole(index: number, sizeIndex: number): number {
  return index % 2 === 1 ? 1 : ((index / 2 + sizeIndex) % 2) * 2
}

export function visitsFor(role: SweepRole, size: SweepSize): Visit[] {
  const roleIndex = ROLES.indexOf(role)
  const sizeIndex = SIZES.indexOf(size)
  const visits: Visit[] = []
  SITE_ROUTES.forEach((route: SiteRoute, index) => {
    if (route.centre) {
      const open = opens(role, route.centre)
      if (open === false) return
      // A centre's pages are scanned by the role that owns it: members their centre, agents theirs.
      const owner = route.centre === 'member' ? 'member' : 'agent'
      // A visitor is sent to sign in from a centre whatever its page: one page of each shows it.
      const pages = centrePages(route.centre).slice(0, open === 'login' ? 1 : undefined)
      for (const { path, forSome } of pages) {
        const expected = open === 'login' ? 'login' : forSome && role !== 'member' ? 404 : 200
        visits.push({ key: path, path, expect: expected, axe: expected === 200 && role === owner })
      }
      return
    }
    visits.push({
      key: route.path,
      path: route.path,
      expect: 'gated' in route ? 404 : 200,
      axe: axeRole(index, sizeIndex) === roleIndex,
      needs: route.needs,
    })
  })
  // Each not-found address once per size, by a role whose turn it is (a signed-in one inside the centre).
  for (const [index, path] of NOT_FOUND.entries()) {
    const turn = path.startsWith('/member/')
      ? 1 + ((index + sizeIndex) % 2)
      : (index + sizeIndex) % ROLES.length
    if (turn === roleIndex) visits.push({ key: path, path, expect: 404, axe: true })
  }
  return visits
}

// The sweep's size, for the report: routes × sizes × roles × themes × languages it covers.
export function sweepSize() {
  const routes = new Set(ROLES.flatMap((role) => visitsFor(role, SIZES[0]).map((v) => v.key))).size
  const visits = ROLES.flatMap((role) => SIZES.map((size) => visitsFor(role, size).length))
  return {
    routes,
    sizes: SIZES.length,
    roles: ROLES.length,
    themes: THEMES.length,
    languages: LANGS.length,
    visits: visits.reduce((a, b) => a + b, 0),
  }
}
