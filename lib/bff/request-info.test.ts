import { resetEnvForTests } from '@/lib/env'
import { tenantForHost } from '@/lib/tenant/registry'
import { clientIp, isSameOrigin, isTopLevelNavigation, requestLocale } from './request-info'

const h = (values: Record<string, string>) => new Headers(values)

describe('client address', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES
    resetEnvForTests()
  })

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIp(h({ 'x-portal-peer': '203.0.113.9', 'x-forwarded-for': '6.6.6.6' }))).toBe('203.0.113.9')
    expect(clientIp(h({ 'x-portal-peer': '::ffff:127.0.0.1', 'x-forwarded-for': '6.6.6.6' }))).toBe(
      '127.0.0.1',
    )
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6' }))).toBe('unknown')
  })

  it('takes the right-most untrusted entry behind trusted proxies', () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1, 10.0.0.0/8'
    resetEnvForTests()
    const via = (xff: string) => h({ 'x-portal-peer': '127.0.0.1', 'x-forwarded-for': xff })
    expect(clientIp(via('6.6.6.6, 198.51.100.7'))).toBe('198.51.100.7')
    expect(clientIp(via('6.6.6.6, 198.51.100.7, 10.0.0.2'))).toBe('198.51.100.7')
    expect(clientIp(via('::ffff:198.51.100.8'))).toBe('198.51.100.8')
    expect(clientIp(via(''))).toBe('127.0.0.1')
    // A peer outside the list speaks only for itself.
    expect(clientIp(h({ 'x-portal-peer': '203.0.113.9', 'x-forwarded-for': '198.51.100.7' }))).toBe(
      '203.0.113.9',
    )
  })

  it('refuses a trusted-proxy list it cannot read', () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1, proxy.example'
    resetEnvForTests()
    expect(() => clientIp(h({ 'x-portal-peer': '127.0.0.1' }))).toThrow(/TRUSTED_PROXIES/)
  })
})

describe('same-origin check', () => {
  it('accepts our own origin and refuses the rest', () => {
    expect(isSameOrigin(h({ host: 'localhost:3000', origin: 'http://localhost:3000' }))).toBe(true)
    expect(isSameOrigin(h({ host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(isSameOrigin(h({ host: 'localhost:3000', origin: 'http://localhost:3001' }))).toBe(false)
    expect(isSameOrigin(h({ host: 'localhost:3000', origin: 'null' }))).toBe(false)
    expect(
      isSameOrigin(
        h({ host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' }),
      ),
    ).toBe(false)
    expect(isSameOrigin(h({ host: 'localhost:3000' }))).toBe(false)
  })

  it('believes X-Forwarded-Host only from a trusted proxy', () => {
    const forged = {
      host: 'localhost:3000',
      origin: 'http://evil.example',
      'x-forwarded-host': 'evil.example',
    }
    expect(isSameOrigin(h({ ...forged, 'x-portal-peer': '203.0.113.9' }))).toBe(false)
    expect(isSameOrigin(h(forged))).toBe(false)
    process.env.TRUSTED_PROXIES = '127.0.0.1'
    resetEnvForTests()
    expect(isSameOrigin(h({ ...forged, 'x-portal-peer': '203.0.113.9' }))).toBe(false)
    expect(isSameOrigin(h({ ...forged, 'x-portal-peer': '127.0.0.1' }))).toBe(true)
    delete process.env.TRUSTED_PROXIES
    resetEnvForTests()
  })
})

describe('hand-over navigation', () => {
  it('is only a top-level page load', () => {
    expect(isTopLevelNavigation(h({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }))).toBe(true)
    expect(isTopLevelNavigation(h({}))).toBe(true)
    expect(isTopLevelNavigation(h({ 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' }))).toBe(false)
    expect(isTopLevelNavigation(h({ 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' }))).toBe(false)
    expect(isTopLevelNavigation(h({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }))).toBe(false)
  })
})

describe('request language', () => {
  const solara = tenantForHost('localhost')!
  const verdant = tenantForHost('verdant.localhost')!

  it('uses the page language when the tenant offers it', () => {
    expect(requestLocale(h({ 'x-portal-locale': 'th' }), solara)).toBe('th')
    expect(requestLocale(h({ referer: 'http://localhost/zh/live' }), solara)).toBe('zh')
    expect(requestLocale(h({ 'x-portal-locale': 'pt' }), verdant)).toBe('en')
    expect(requestLocale(h({}), solara)).toBe('pt')
  })
})
