// `npm run bench -- --only fuzz`: hostile and malformed requests over every route and method of the
// running Portal, bounded in count and time, counting the answers. The Portal must never answer 5xx to a
// request it could not serve (a 503 while the platform is down is another matter, and the platform is up
// here). FUZZ_REQUESTS (50,000), FUZZ_CONCURRENCY (16), FUZZ_SECONDS (900), FUZZ_SEED (1) steer a run;
// the same seed sends the same requests.
import { readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { seededRandom } from '../platform/lib/seed.mjs'
import { root } from './lib.mjs'

const LOCALES = ['', 'en', 'zh', 'id', 'th', 'vi', 'xx', 'EN']
const HOSTS = ['localhost', 'solara.localhost', 'verdant.localhost', 'private.localhost', 'phone.localhost']
const STRANGE_HOSTS = [
  'evil.example',
  '',
  'localhost:1',
  '[::1',
  'a'.repeat(300),
  'solara.localhost.evil.example',
]
// Mostly what browsers send, and every other method now and then.
const METHODS = [
  ...Array(9).fill('GET'),
  ...Array(6).fill('POST'),
  'HEAD',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
]
const SEGMENT_VALUES = [
  '1',
  '0',
  '-1',
  '99999999999',
  'x',
  '..',
  '%2e%2e',
  '%00',
  '%E0%A4%A',
  'é',
  '💥',
  'a'.repeat(600),
]

// The routes as the app folder declares them: a page.tsx or route.ts makes its folder an address; route
// groups `(…)` add nothing and `[…]` segments are filled in per request.
function routes() {
  const found = []
  const walk = (dir, segments) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const own = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]
        walk(path.join(dir, entry.name), own)
      } else if (/^(page\.tsx|route\.tsx?)$/.test(entry.name)) found.push(segments)
    }
  }
  walk(path.join(root, 'app'), [])
  return found
}

export async function fuzz({ port }) {
  const total = Number(process.env.FUZZ_REQUESTS ?? 50_000)
  const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 16)
  const deadline = Date.now() + Number(process.env.FUZZ_SECONDS ?? 900) * 1000
  // The platform's seeded generator: the same seed sends the same requests again.
  const next = seededRandom(Number(process.env.FUZZ_SEED ?? 1))
  const pick = (list) => list[Math.floor(next() * list.length)]
  const chance = (p) => next() < p
  const bytes = (n) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256)))
  const known = routes()

  const fill = (segment) => {
    if (segment === '[locale]') return pick(LOCALES)
    if (segment === '[category]')
      return pick(['rng', 'live', 'fish', 'pvp', 'sports', 'esports', 'inhouse', 'nope'])
    if (segment.startsWith('[...')) return [pick(SEGMENT_VALUES), pick(SEGMENT_VALUES)].join('/')
    if (segment.startsWith('[')) return pick(SEGMENT_VALUES)
    return segment
  }
  const query = () => {
    if (!chance(0.6)) return ''
    const pairs = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
      const key = pick([
        'page',
        'from',
        'to',
        'q',
        'id',
        'token',
        'next',
        'vendor',
        'game',
        'type',
        'tz',
        '%zz',
      ])
      const value = pick([
        ...SEGMENT_VALUES,
        '//evil.example',
        '/..//evil.example',
        'javascript:alert(1)',
        '2026-13-45',
      ])
      return `${key}=${value}`
    })
    return `?${pairs.join('&')}`
  }
  const bodyFor = () => {
    const kind = pick(['none', 'json', 'json', 'bad-json', 'bytes', 'form', 'over', 'far-over'])
    switch (kind) {
      case 'json':
        return {
          type: 'application/json',
          data: JSON.stringify({
            [pick(['username', 'password', 'amount', 'id', 'locale', 'type', '__proto__'])]: pick([
              'x',
              -1,
              1e308,
              null,
              [],
              { a: 1 },
              'a'.repeat(5000),
            ]),
          }),
        }
      case 'bad-json':
        return { type: 'application/json', data: pick(['{', '{"a":', '[1,2', 'null', '"', '\u0000']) }
      case 'bytes':
        return { type: pick(['application/octet-stream', 'image/png', 'text/plain']), data: bytes(200) }
      case 'form':
        return {
          type: 'multipart/form-data; boundary=x',
          data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
        }
      case 'over':
        return { type: 'application/json', data: Buffer.alloc(70 * 1024, 0x61) }
      case 'far-over':
        return { type: 'application/json', data: Buffer.alloc(2 * 1024 * 1024, 0x61), chunked: chance(0.5) }
      default:
        return null
    }
  }

  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const counts = {}
  const errors = new Map()
  let sent = 0

  const one = () =>
    new Promise((resolve) => {
      const route = pick(known)
      // Characters a request line cannot carry are sent percent-encoded; broken escapes stay broken.
      const pathname = (
        `/${route.map(fill).filter(Boolean).join('/')}`.replace(/\/+/g, '/') + query()
      ).replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character))
      const method = pick(METHODS)
      const host = chance(0.9) ? pick(HOSTS) : pick(STRANGE_HOSTS)
      const headers = {
        host: host ? `${host}:${port}` : '',
        accept: pick(['text/html', 'application/json', '*/*']),
      }
      if (chance(0.5)) headers.origin = pick([`http://${host}:${port}`, 'http://evil.example', 'null', '%%%'])
      if (chance(0.3))
        headers.referer = pick(['http://[::1', `http://${host}:${port}/register`, 'not a url', '//x'])
      if (chance(0.3))
        headers.cookie = pick([
          'portal_session=x',
          'portal_session=' + 'a'.repeat(3000),
          '=;;=',
          'tz=Mars/Olympus',
        ])
      if (chance(0.2)) headers['x-forwarded-for'] = pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1'])
      if (chance(0.2)) headers['x-forwarded-proto'] = pick(['https', 'gopher', ''])
      if (chance(0.2)) headers['accept-language'] = pick(['zz', '*;q=x', 'pt-BR,pt;q=0.9', 'a'.repeat(500)])
      if (chance(0.2)) headers['sec-fetch-site'] = pick(['cross-site', 'same-origin', 'none', 'weird'])
      const body = method === 'GET' || method === 'HEAD' ? null : bodyFor()
      if (body) {
        headers['content-type'] = body.type
        if (!body.chunked) headers['content-length'] = String(Buffer.byteLength(body.data))
      }
      let req
      try {
        req = http.request({ host: '127.0.0.1', port, method, path: pathname, agent, headers }, answered)
      } catch {
        // A request Node itself will not send (a header it refuses) never reaches the Portal.
        counts.unsent = (counts.unsent ?? 0) + 1
        resolve()
        return
      }
      function answered(res) {
        res.resume()
        res.on('end', () => {
          const status = res.statusCode ?? 0
          counts[status] = (counts[status] ?? 0) + 1
          if (status >= 500) {
            const key = `${method} ${route.join('/') || '/'} → ${status}`
            if (!errors.has(key)) errors.set(key, { example: `${method} ${pathname}`, host, count: 0 })
            errors.get(key).count += 1
          }
          resolve()
        })
      }
      // A connection the server closed on a body past its limit is an answer, not a failure.
      req.on('error', () => {
        counts.closed = (counts.closed ?? 0) + 1
        resolve()
      })
      req.setTimeout(30_000, () => req.destroy())
      req.end(body?.data)
    })

  const started = Date.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < total && Date.now() < deadline) {
        sent += 1
        await one()
      }
    }),
  )
  agent.destroy()
  const serverErrors = [...errors.values()].reduce((sum, e) => sum + e.count, 0)
  const result = {
    requests: sent,
    seconds: Math.round((Date.now() - started) / 1000),
    routes: known.length,
    statuses: counts,
    serverErrors,
    failures: Object.fromEntries(errors),
  }
  console.log(
    `[fuzz] ${sent} requests over ${known.length} routes in ${result.seconds} s: ${serverErrors} server errors`,
  )
  for (const [key, { example, host, count }] of errors)
    console.log(`  ${count}× ${key}   e.g. ${example} (host ${host})`)
  return result
}
