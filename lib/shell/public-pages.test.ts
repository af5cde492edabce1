import { readdirSync } from 'node:fs'
import path from 'node:path'
import { AGENT_PAGES } from '@/lib/agent/pages'
import { LOBBY_ROUTES } from '@/lib/games/lobby'
import { MEMBER_PAGES } from '@/lib/member/pages'
import { PUBLIC_PAGES, SITE_ROUTES } from './public-pages'

// The route table is what the sitemap and the layout sweep read: a page added under app/[locale] without
// an entry there would be neither listed nor swept.
const APP = path.join(__dirname, '..', '..', 'app', '[locale]')

function pagePaths(dir: string, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [prefix || '/'] : []
    if (!entry.isDirectory()) return []
    const name = entry.name
    // Route groups add nothing to the address; the catch-all is the not-found page; a slot (a centre
    // opened over another page) adds no address of its own.
    if (name.startsWith('(')) return pagePaths(path.join(dir, name), prefix)
    if (name.startsWith('[...') || name.startsWith('@')) return []
    return pagePaths(path.join(dir, name), `${prefix}/${name}`)
  })
}

const CENTRES = { '/member': MEMBER_PAGES, '/agent': AGENT_PAGES }

// A centre's pages are swept and kept out of the sitemap through the centre's own entry.
const routed = (page: string) => {
  if (page === '/[category]') return Object.values(LOBBY_ROUTES)
  return [page.replace(/^\/(member|agent)\/[^/]+$/, '/$1')]
}

describe('the route table', () => {
  const pages = [...new Set(pagePaths(APP, '').flatMap(routed))]
  const listed = SITE_ROUTES.map((route) => route.path as string)

  it('lists every page of the app', () => {
    expect(pages.filter((page) => !listed.includes(page))).toEqual([])
  })

  it('lists only pages the app has', () => {
    expect(listed.filter((route) => !pages.includes(route))).toEqual([])
  })

  it('has a folder for each page of a centre’s page list, and none besides', () => {
    const all = pagePaths(APP, '')
    for (const [base, pages] of Object.entries(CENTRES)) {
      const folders = all
        .filter((page) => page.startsWith(`${base}/`))
        .map((page) => page.slice(base.length + 1))
      expect(folders.sort()).toEqual(pages.map((page) => page.slug as string).sort())
    }
  })

  it('opens every centre page over the page the player is on', () => {
    for (const base of Object.keys(CENTRES)) {
      const overlay = path.join(APP, '@modal', `(.)${base.slice(1)}`, '[page]')
      expect(readdirSync(overlay)).toContain('page.tsx')
    }
  })

  it('gives the sitemap the public pages only', () => {
    expect(PUBLIC_PAGES).toContain('/rng')
    expect(PUBLIC_PAGES).not.toContain('/member')
    expect(PUBLIC_PAGES).not.toContain('/promoDetail')
  })
})
