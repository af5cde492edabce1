import { BlockList, isIP } from 'node:net'

// Which peers may speak for the client: the reverse proxies the operator lists in TRUSTED_PROXIES
// (addresses or CIDR ranges, comma-separated; none by default). Only a request that reached us from one
// of them has its X-Forwarded-For and X-Forwarded-Host believed; anyone else is taken at their socket.

// The peer's socket address, stamped on every request by the server itself (lib/net/peer-stamp.ts) over
// any copy a client sent, since route handlers and the proxy never see the socket.
export const PEER_HEADER = 'x-portal-peer'

export function plainAddress(value: string): string {
  const trimmed = value.trim()
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
}

export type ProxyList = { has(address: string): boolean }

export function parseTrustedProxies(text: string): ProxyList {
  const list = new BlockList()
  for (const raw of text.split(',')) {
    const entry = raw.trim()
    if (!entry) continue
    const [address = '', bits] = entry.split('/')
    const family = isIP(plainAddress(address))
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) list.addAddress(plainAddress(address), type)
    else {
      const prefix = Number(bits)
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) {
        throw new Error(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`)
      }
      list.addSubnet(plainAddress(address), prefix, type)
    }
  }
  return {
    has(address) {
      const plain = plainAddress(address)
      const family = isIP(plain)
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}
