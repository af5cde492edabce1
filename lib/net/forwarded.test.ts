import { resetEnvForTests } from '@/lib/env'
import { cookieNameFor, isHttps, sessionCookie, newSession } from '@/lib/session/cookie'
import { forwardedOrigin } from './forwarded'

const h = (values: Record<string, string>) => new Headers(values)
const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
const member = { id: '7', account: 'p1', userName: 'p1', nickname: 'P', type: 0, labels: [] }

function trust(list: string | undefined) {
  if (list === undefined) delete process.env.TRUSTED_PROXIES
  else process.env.TRUSTED_PROXIES = list
  resetEnvForTests()
}

describe('forwarded headers', () => {
  afterEach(() => trust(undefined))

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy: no __Host- cookie over http', () => {
    const direct = h({ 'x-portal-peer': '203.0.113.9', 'x-forwarded-proto': 'https', host: 'solara.example' })
    expect(isHttps(direct, 'http://solara.example/')).toBe(false)
    expect(cookieNameFor(isHttps(direct))).toBe('portal-session')
    trust('10.0.0.1')
    expect(isHttps(direct, 'http://solara.example/')).toBe(false)
    expect(
      forwardedOrigin(h({ 'x-portal-peer': '203.0.113.9', 'x-forwarded-host': 'evil.example' })),
    ).toEqual({
      host: null,
      proto: null,
    })
  })

  it('believes the scheme and host a trusted TLS-terminating proxy reports: Secure, __Host- cookies', async () => {
    trust('10.0.0.1')
    const viaProxy = h({
      'x-portal-peer': '10.0.0.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'solara.example',
      host: 'portal-a:3000',
    })
    expect(isHttps(viaProxy, 'http://portal-a:3000/')).toBe(true)
    expect(forwardedOrigin(viaProxy)).toEqual({ host: 'solara.example', proto: 'https' })
    const cookie = await sessionCookie(newSession('solara', 'tok', member, T0), isHttps(viaProxy), T0)
    expect(cookie).toMatchObject({ name: '__Host-portal', secure: true })
    // The proxy saying plain http is believed too, whatever the URL claims.
    expect(isHttps(h({ 'x-portal-peer': '10.0.0.1', 'x-forwarded-proto': 'http' }), 'https://x/')).toBe(false)
  })

  it('takes the scheme from the request URL when no trusted proxy speaks', () => {
    expect(isHttps(h({ 'x-portal-peer': '203.0.113.9' }), 'https://solara.example/')).toBe(true)
    expect(isHttps(h({ 'x-portal-peer': '203.0.113.9' }), 'http://solara.example/')).toBe(false)
  })
})
