import { NextRequest } from 'next/server'
import { resetEnvForTests } from '@/lib/env'
import { renderForCache, type FilledPage } from './fill'
import { clearPageCacheForTests, lookupGuestPage } from './index'

jest.mock('./fill', () => ({
  ...jest.requireActual('./fill'),
  renderForCache: jest.fn(),
}))

const render = renderForCache as jest.MockedFunction<typeof renderForCache>
const RENDER_NONCE = 'renderNONCE0000000000A=='
const policy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`

function rendered(
  overrides: Partial<FilledPage> = {},
  extraHeaders: Record<string, string> = {},
): FilledPage {
  return {
    status: 200,
    headers: new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy(RENDER_NONCE),
      link: `</a.css>; rel=preload; as="style"; nonce="${RENDER_NONCE}"`,
      ...extraHeaders,
    }),
    body: `<html><body><h1>Guest home</h1><script nonce="${RENDER_NONCE}">x()</script></body></html>`,
    ...overrides,
  }
}

function navigation(path = '/en', headers: Record<string, string> = {}) {
  return new NextRequest(`http://localhost:3000${path}`, {
    headers: { host: 'localhost:3000', accept: 'text/html', ...headers },
  })
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

async function warm(path = '/en', page: FilledPage = rendered()) {
  render.mockResolvedValueOnce(page)
  const first = lookupGuestPage(
    navigation(path),
    'visitorNonce0000000001==',
    policy('visitorNonce0000000001=='),
  )
  expect(first.state).toBe('miss')
  if (first.state === 'miss') first.fill()
  await settle()
}

describe('guest pages from the proxy', () => {
  beforeEach(() => {
    delete process.env.CATALOGUE_TTL_SECONDS
    resetEnvForTests()
    clearPageCacheForTests()
    render.mockReset()
  })
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES
  })
  afterAll(() => {
    delete process.env.CATALOGUE_TTL_SECONDS
    resetEnvForTests()
  })

  it('renders once, as a visitor without cookies, then answers repeats with a fresh nonce each', async () => {
    await warm('/en/rng?vendor=LUMA')
    expect(render).toHaveBeenCalledTimes(1)
    const [path, headers] = render.mock.calls[0] ?? []
    expect(path).toBe('/en/rng?vendor=LUMA')
    expect(headers).toEqual({
      host: 'localhost:3000',
      accept: 'text/html',
      'user-agent': 'portal-page-cache',
    })

    const nonces = ['hitNonceOne0000000000A==', 'hitNonceTwo0000000000A==']
    for (const nonce of nonces) {
      const hit = lookupGuestPage(navigation('/en/rng?vendor=LUMA'), nonce, policy(nonce))
      if (hit.state !== 'hit') throw new Error(`expected a hit, got ${hit.state}`)
      const html = await hit.response.text()
      expect(html).toContain(`<script nonce="${nonce}">`)
      expect(html).not.toContain(RENDER_NONCE)
      expect(hit.response.headers.get('content-security-policy')).toBe(policy(nonce))
      expect(hit.response.headers.get('link')).toContain(`nonce="${nonce}"`)
      expect(hit.response.headers.get('x-portal-cache')).toBe('hit')
      expect(hit.response.headers.get('set-cookie')).toBeNull()
    }
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('renders and stores a page with only the query parameters it reads', async () => {
    await warm('/en?x=1')
    expect(render.mock.calls[0]?.[0]).toBe('/en')
    for (const junk of ['?x=2', '?utm_source=ad&x=3', '']) {
      expect(lookupGuestPage(navigation(`/en${junk}`), 'j'.repeat(24), policy('j'.repeat(24))).state).toBe(
        'hit',
      )
    }
    expect(render).toHaveBeenCalledTimes(1)
  })

  // The headers the render that fills the cache is sent with, for one visitor's request.
  async function fillHeadersFor(headers: Record<string, string>) {
    render.mockResolvedValueOnce(rendered())
    const lookup = lookupGuestPage(navigation('/th/rng', headers), 'n'.repeat(24), policy('n'.repeat(24)))
    if (lookup.state === 'miss') lookup.fill()
    await settle()
    return render.mock.calls[0]?.[1]
  }
  const bareFill = { host: 'localhost:3000', accept: 'text/html', 'user-agent': 'portal-page-cache' }

  it('passes no forwarded host or scheme a visitor wrote themselves', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }
    expect(await fillHeadersFor({ 'x-portal-peer': '203.0.113.9', ...forged })).toEqual(bareFill)
  })

  it('passes the visitor’s host and scheme along, never their cookies or address', async () => {
    process.env.TRUSTED_PROXIES = '10.0.0.1'
    resetEnvForTests()
    const filled = await fillHeadersFor({
      'x-portal-peer': '10.0.0.1',
      cookie: 'NEXT_LOCALE=th',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'solara.example',
      'x-forwarded-proto': 'https',
    })
    expect(filled).toEqual({
      ...bareFill,
      'x-forwarded-host': 'solara.example',
      'x-forwarded-proto': 'https',
    })
  })

  it('never answers a signed-in player from the cache, and never fills it for one', async () => {
    await warm('/en')
    for (const cookie of ['portal-session=Fe26.2**sealed', '__Host-portal=Fe26.2**sealed']) {
      expect(
        lookupGuestPage(navigation('/en', { cookie }), 'x'.repeat(24), policy('x'.repeat(24))).state,
      ).toBe('bypass')
    }
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('keeps the pages of different hosts apart', async () => {
    await warm('/en')
    const other = navigation('/en', { host: 'verdant.localhost:3000' })
    expect(lookupGuestPage(other, 'y'.repeat(24), policy('y'.repeat(24))).state).toBe('miss')
  })

  it('does not store a page that set a cookie, failed or was not found, and does not retry at once', async () => {
    const refusals: FilledPage[] = [
      rendered({}, { 'set-cookie': 'NEXT_LOCALE=pt; Path=/' }),
      rendered({ status: 404 }),
      rendered({ status: 500 }),
      rendered({ status: 307 }),
      rendered({ headers: new Headers({ 'content-type': 'text/html' }) }),
    ]
    for (const [i, page] of refusals.entries()) {
      await warm(`/en/page-${i}`, page)
      const again = lookupGuestPage(navigation(`/en/page-${i}`), 'z'.repeat(24), policy('z'.repeat(24)))
      expect(again.state).toBe('bypass')
    }
  })

  it('leaves requests it must not answer to the app', () => {
    expect(lookupGuestPage(navigation('/en', { accept: 'application/json' }), 'a'.repeat(24), '').state).toBe(
      'bypass',
    )
    expect(lookupGuestPage(navigation('/en', { rsc: '1' }), 'a'.repeat(24), '').state).toBe('bypass')
  })

  it('starts at most one render per page at a time', async () => {
    let finish: (page: FilledPage) => void = () => {}
    render.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
    const a = lookupGuestPage(navigation('/en/help'), 'a'.repeat(24), '')
    const b = lookupGuestPage(navigation('/en/help'), 'b'.repeat(24), '')
    if (a.state === 'miss') a.fill()
    if (b.state === 'miss') b.fill()
    expect(render).toHaveBeenCalledTimes(1)
    finish(rendered())
    await settle()
    expect(lookupGuestPage(navigation('/en/help'), 'c'.repeat(24), '').state).toBe('hit')
  })

  it('renders a page again past half its lifetime while still serving it, and drops it at the end', async () => {
    const now = jest.spyOn(Date, 'now')
    try {
      now.mockReturnValue(1_000_000)
      await warm('/en/rng')
      now.mockReturnValue(1_000_000 + 2_499)
      expect(lookupGuestPage(navigation('/en/rng'), 'a'.repeat(24), '').state).toBe('hit')
      expect(render).toHaveBeenCalledTimes(1)

      render.mockResolvedValueOnce(rendered({ body: '<html><body><h1>Fresh</h1></body></html>' }))
      now.mockReturnValue(1_000_000 + 2_500)
      const due = lookupGuestPage(navigation('/en/rng'), 'b'.repeat(24), '')
      if (due.state !== 'hit') throw new Error(`expected a hit, got ${due.state}`)
      expect(await due.response.text()).toContain('Guest home')
      expect(render).toHaveBeenCalledTimes(2)
      await settle()
      const fresh = lookupGuestPage(navigation('/en/rng'), 'c'.repeat(24), '')
      if (fresh.state !== 'hit') throw new Error(`expected a hit, got ${fresh.state}`)
      expect(await fresh.response.text()).toContain('Fresh')

      now.mockReturnValue(1_000_000 + 2_500 + 5_000)
      expect(lookupGuestPage(navigation('/en/rng'), 'd'.repeat(24), '').state).toBe('miss')
    } finally {
      now.mockRestore()
    }
  })

  it('is off under next dev, so every edit shows at once', () => {
    const saved = process.env.NODE_ENV
    Object.assign(process.env, { NODE_ENV: 'development' })
    try {
      resetEnvForTests()
      clearPageCacheForTests()
      expect(lookupGuestPage(navigation('/en'), 'a'.repeat(24), '').state).toBe('bypass')
    } finally {
      Object.assign(process.env, { NODE_ENV: saved })
      resetEnvForTests()
    }
  })

  it('is off when the catalogue is not cached either', async () => {
    process.env.CATALOGUE_TTL_SECONDS = '0'
    resetEnvForTests()
    clearPageCacheForTests()
    expect(lookupGuestPage(navigation('/en'), 'a'.repeat(24), '').state).toBe('bypass')
  })
})
