import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { FILL_HEADER, isFillRequest, renderForCache } from './fill'

describe('rendering a page for the cache', () => {
  let server: http.Server
  let seen: http.IncomingHttpHeaders | undefined
  let reply: (res: http.ServerResponse) => void = () => {}
  const savedPort = process.env.PORT

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen = req.headers
      reply(res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.PORT = String((server.address() as AddressInfo).port)
  })
  afterAll(async () => {
    process.env.PORT = savedPort
    await new Promise((resolve) => server.close(resolve))
  })

  it('asks this server for the page, uncompressed, with the secret only it knows', async () => {
    reply = (res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('set-cookie', ['a=1', 'b=2'])
      res.end('<html>ok</html>')
    }
    const page = await renderForCache(
      '/en/rng?vendor=LUMA',
      { host: 'localhost:3000', accept: 'text/html' },
      { timeoutMs: 5_000, maxBytes: 1_000 },
    )
    expect(page?.status).toBe(200)
    expect(page?.body).toBe('<html>ok</html>')
    expect(page?.headers.get('set-cookie')).toBe('a=1, b=2')
    expect(seen?.host).toBe('localhost:3000')
    expect(seen?.['accept-encoding']).toBe('identity')
    expect(seen?.cookie).toBeUndefined()

    const secret = String(seen?.[FILL_HEADER])
    expect(isFillRequest(new Headers({ [FILL_HEADER]: secret }))).toBe(true)
    expect(isFillRequest(new Headers({ [FILL_HEADER]: `${secret.slice(0, -1)}x` }))).toBe(false)
    expect(isFillRequest(new Headers({ [FILL_HEADER]: 'guess' }))).toBe(false)
    expect(isFillRequest(new Headers())).toBe(false)
  })

  it('gives up on a page bigger than allowed', async () => {
    reply = (res) => {
      res.setHeader('content-type', 'text/html')
      res.end('x'.repeat(5_000))
    }
    const page = await renderForCache(
      '/en',
      { host: 'localhost:3000' },
      { timeoutMs: 5_000, maxBytes: 1_000 },
    )
    expect(page).toBeNull()
  })

  it('gives up on a page that takes too long', async () => {
    reply = () => {
      // Never answers.
    }
    const page = await renderForCache('/en', { host: 'localhost:3000' }, { timeoutMs: 100, maxBytes: 1_000 })
    expect(page).toBeNull()
  })
})
