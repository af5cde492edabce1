import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param'
import { routerFetchKey } from './router-fetch'

// Held to Next.js's own digest, so that an upgrade that changes it fails here rather than in a loop of
// redirected router fetches.
describe('the router fetch key', () => {
  type Fetch = {
    'next-router-prefetch'?: '1' | '2'
    'next-router-segment-prefetch'?: string
    'next-router-state-tree'?: string
    'next-url'?: string
  }
  const cases: Fetch[] = [
    { 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' },
    { 'next-router-state-tree': '%5B%22%22%5D', 'next-url': '/en/rng' },
    { 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
    { 'next-router-prefetch': '2', 'next-router-state-tree': 'x', 'next-url': '/pt' },
  ]

  it('is the digest Next.js checks, for navigations and prefetches', async () => {
    for (const values of cases) {
      const expected = await computeCacheBustingSearchParam(
        values['next-router-prefetch'],
        values['next-router-segment-prefetch'],
        values['next-router-state-tree'],
        values['next-url'],
      )
      expect(await routerFetchKey(new Headers(values as Record<string, string>))).toBe(expected)
    }
  })

  it('changes with the page a fetch starts from', async () => {
    const tree = { 'next-router-state-tree': '%5B%22%22%5D' }
    expect(await routerFetchKey(new Headers(tree))).not.toBe(
      await routerFetchKey(new Headers({ ...tree, 'next-url': '/en/member/securityCenter' })),
    )
  })

  it('is empty for a request that is no router fetch', async () => {
    expect(await routerFetchKey(new Headers({ accept: 'text/html' }))).toBe('')
  })
})
