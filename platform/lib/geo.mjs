// @ts-check
// Where a visitor comes from. There is no geo database here: the documentation ranges of
// RFC 5737 stand for three countries so tests and local runs can exercise region restriction.
import { isIP } from 'node:net'

/** @type {{ prefix: string, country: string }[]} */
const IPV4_TABLE = [
  { prefix: '127.', country: 'LOCAL' },
  { prefix: '10.', country: 'LOCAL' },
  { prefix: '192.168.', country: 'LOCAL' },
  { prefix: '192.0.2.', country: 'BR' },
  { prefix: '198.51.100.', country: 'TH' },
  { prefix: '203.0.113.', country: 'US' },
]

export const UNKNOWN_COUNTRY = 'UNKNOWN'

/**
 * The visitor's address: the first `X-Forwarded-For` entry (the portal forwards the player's
 * address), else the socket's.
 * @param {import('node:http').IncomingMessage} req
 */
export function clientIp(req) {
  const forwarded = req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  const candidate = first && isIP(stripMapped(first)) ? first : (req.socket.remoteAddress ?? '')
  return stripMapped(candidate)
}

/** @param {string} ip */
function stripMapped(ip) {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip
}

/** @param {string} ip */
export function countryOf(ip) {
  if (ip === '::1') return 'LOCAL'
  if (isIP(ip) === 4) {
    const [first, second] = ip.split('.').map(Number)
    if (first === 172 && second !== undefined && second >= 16 && second <= 31) return 'LOCAL'
    return IPV4_TABLE.find(({ prefix }) => ip.startsWith(prefix))?.country ?? UNKNOWN_COUNTRY
  }
  return UNKNOWN_COUNTRY
}
