import { randomBytes, timingSafeEqual } from 'node:crypto'
import http from 'node:http'

// The cache is filled by rendering the page once more as a visitor without cookies, over HTTP to this
// same server: what gets stored is exactly what Next.js would send a fresh visitor. The request carries
// a secret made at start, so the proxy knows its own fills and no visitor can pose as one.
export const FILL_HEADER = 'x-portal-page-fill'
const secret = randomBytes(24).toString('base64url')

export function isFillRequest(headers: Pick<Headers, 'get'>): boolean {
  const value = headers.get(FILL_HEADER)
  if (!value) return false
  const given = Buffer.from(value)
  const expected = Buffer.from(secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

// Next.js records the port it listens on in PORT (and its own address in __NEXT_PRIVATE_ORIGIN) when it
// starts; a server bound to one address is asked there, any other over the loopback.
function localServer(): { hostname: string; port: number } | null {
  const port = Number(process.env.PORT)
  if (!Number.isInteger(port) || port <= 0) return null
  let hostname = '127.0.0.1'
  try {
    const origin = new URL(process.env.__NEXT_PRIVATE_ORIGIN ?? '')
    if (origin.hostname && origin.hostname !== 'localhost') hostname = origin.hostname.replace(/^\[|\]$/g, '')
  } catch {
    // No recorded origin: the loopback it is.
  }
  return { hostname, port }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })

export type FilledPage = { status: number; headers: Headers; body: string }

export function renderForCache(
  path: string,
  headers: Record<string, string>,
  { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number },
): Promise<FilledPage | null> {
  const server = localServer()
  if (!server) return Promise.resolve(null)
  return new Promise((resolve) => {
    const request = http.request(
      {
        ...server,
        path,
        method: 'GET',
        agent,
        headers: { ...headers, [FILL_HEADER]: secret, 'accept-encoding': 'identity' },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          // Too big to keep: stop reading, the page is simply not cached.
          if (size > maxBytes) request.destroy()
          else chunks.push(chunk)
        })
        response.on('end', () => {
          // A body cut short (too big, or the render failed half-way) is never kept.
          if (size > maxBytes || !response.complete) {
            resolve(null)
            return
          }
          const out = new Headers()
          for (const [name, value] of Object.entries(response.headers)) {
            if (Array.isArray(value)) for (const v of value) out.append(name, v)
            else if (value !== undefined) out.set(name, value)
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: out,
            body: Buffer.concat(chunks).toString('utf8'),
          })
        })
        response.on('error', () => resolve(null))
        response.on('aborted', () => resolve(null))
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(null))
    request.end()
  })
}
