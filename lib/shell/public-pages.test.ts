import { readdirSync } from 'node:fs'
import path from 'node:path'
import { LOBBY_ROUTES } from '@/lib/games/lobby'
import { PUBLIC_PAGES, SITE_ROUTES } from './public-pages'

// The route table is what the sitemap and the layout sweep read: a page added under app/[locale] without
// an entry there would be neither listed nor swept.
const APP = path.join(__dirname, '..', '..', 'app', '[locale]')

function pagePaths(dir: string, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [prefix || '/'] : []
    if (!entry.isDirectory()) return []
    const name = entry.name
    // Route groups add nothing to the address; the catch-all is the not-found page.
    if (name.startsWith('(')) return pagePaths(path.join(dir, name), prefix)
    if (name.startsWith('[...')) return []
    return pagePaths(path.join(dir, name), `${prefix}/${name}`)
  })
}

const routed = (page: string) => {
  if (page === '/[category]') return Object.values(LOBBY_ROUTES)
  // A centre's pages come from its own page list (lib/member/pages.ts, lib/agent/pages.ts).
  return [page.replace(/\/\[page\]$/, '')]
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

  it('gives the sitemap the public pages only', () => {
    expect(PUBLIC_PAGES).toContain('/rng')
    expect(PUBLIC_PAGES).not.toContain('/member')
    expect(PUBLIC_PAGES).not.toContain('/promoDetail')
  })
})
