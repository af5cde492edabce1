// The router's fetches (soft navigations, prefetches) carry in `_rsc` a hash of the headers that shape their
// answer: whether and how it prefetches, its state, and the page it starts from (`Next-Url`). Next.js
// answers a fetch whose `_rsc` does not match its headers with a 307 to the right one, which the router
// takes for a stale answer and asks again. A gate that changes one of those headers puts the hash of what
// it forwards in place, so the fetch is answered as it is. The same digest as Next.js's own
// (next/dist/shared/lib/router/utils/cache-busting-search-param.js; router-fetch.test.ts holds them
// together): SHA-256 of the four values joined by commas, '0' for a missing one, its first 12 bytes in
// URL-safe base64.
export const ROUTER_FETCH_QUERY = '_rsc'

const PREFETCH_KINDS: ReadonlySet<string> = new Set(['1', '2', '3'])

export async function routerFetchKey(headers: Headers): Promise<string> {
  const kind = headers.get('next-router-prefetch')
  const prefetch = kind !== null && PREFETCH_KINDS.has(kind) ? kind : null
  const segment = headers.get('next-router-segment-prefetch')
  const tree = headers.get('next-router-state-tree')
  const from = headers.get('next-url')
  if (prefetch === null && segment === null && tree === null && from === null) return ''
  const input = [prefetch ?? '0', segment ?? '0', tree ?? '0', from ?? '0'].join(',')
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(input))
  return btoa(String.fromCharCode(...new Uint8Array(digest).subarray(0, 12)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
