import { env } from '@/lib/env'
import { PEER_HEADER, parseTrustedProxies, type ProxyList } from './trusted-proxies'

// The one place that decides whether a request's forwarded headers are believed: only when the socket's
// peer (stamped by the server itself, lib/net/peer-stamp.ts) is a proxy listed in TRUSTED_PROXIES. The
// server drops them from every other request before Next.js sees it, and the readers below ask again.

// Every header by which a proxy speaks for the client.
export const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
] as const

let trusted: { text: string; list: ProxyList } | undefined

export function trustedProxies(): ProxyList {
  const text = env().TRUSTED_PROXIES
  if (trusted?.text !== text) trusted = { text, list: parseTrustedProxies(text) }
  return trusted.list
}

export function isTrustedPeer(address: string | null | undefined): boolean {
  return !!address && trustedProxies().has(address)
}

// Whether the request reached us from a proxy the operator trusts, whose forwarded headers count.
export function fromTrustedProxy(headers: Pick<Headers, 'get'>): boolean {
  return isTrustedPeer(headers.get(PEER_HEADER))
}

// The host and scheme a trusted proxy says the visitor used; nothing when the request did not come
// through one (then the Host header and the socket are the truth).
export function forwardedOrigin(headers: Pick<Headers, 'get'>): {
  host: string | null
  proto: string | null
} {
  if (!fromTrustedProxy(headers)) return { host: null, proto: null }
  const first = (name: string) => headers.get(name)?.split(',')[0]?.trim() || null
  return { host: first('x-forwarded-host'), proto: first('x-forwarded-proto') }
}

// Whether the visitor reached the site over https: as a trusted proxy says, else as the request's own
// URL says (https only when this server itself terminated TLS).
export function isHttps(headers: Pick<Headers, 'get'>, url?: string): boolean {
  const { proto } = forwardedOrigin(headers)
  if (proto) return proto === 'https'
  return url?.startsWith('https:') ?? false
}
