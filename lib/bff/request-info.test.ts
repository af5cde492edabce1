import { resetEnvForTests } from '@/lib/env'
import { tenantForHost } from '@/lib/tenant/registry'
import { clientIp, isSameOrigin, requestLocale } from './request-info'

const h = (values: Record<string, string>) => new Headers(values)

describe('client address', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS
    resetEnvForTests()
  })

  it('takes the entry the trusted proxy appended, not what the client wrote', () => {
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }))).toBe('198.51.100.7')
    process.env.TRUSTED_PROXY_HOPS = '2'
    resetEnvForTests()
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2' }))).toBe('198.51.100.7')
    expect(clientIp(h({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1')
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
