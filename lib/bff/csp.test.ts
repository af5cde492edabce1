import { resetEnvForTests } from '@/lib/env'
import { contentSecurityPolicy, newNonce } from './csp'

describe('Content-Security-Policy of pages', () => {
  afterEach(() => {
    delete process.env.CSP_SCRIPT_SRC
    resetEnvForTests()
  })

  it('allows scripts with this response’s nonce only', () => {
    const nonce = newNonce()
    const policy = contentSecurityPolicy(nonce, false)
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)
    expect(policy.split(nonce)).toHaveLength(2)
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('differs between responses only in the nonce', () => {
    const a = newNonce()
    const b = newNonce()
    expect(a).not.toBe(b)
    expect(contentSecurityPolicy(a, false).replace(a, 'N')).toBe(
      contentSecurityPolicy(b, false).replace(b, 'N'),
    )
  })

  it('allows no <base> and reports violations to the Portal', () => {
    const policy = contentSecurityPolicy(newNonce(), false)
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain('report-to csp')
    expect(policy).toContain('report-uri /api/csp-report')
  })

  it('upgrades insecure requests over https', () => {
    expect(contentSecurityPolicy(newNonce(), true)).toMatch(/; upgrade-insecure-requests$/)
  })

  it('follows the environment the process runs with', () => {
    process.env.CSP_SCRIPT_SRC = 'https://sdk.example'
    resetEnvForTests()
    expect(contentSecurityPolicy(newNonce(), false)).toMatch(/script-src [^;]*https:\/\/sdk\.example/)
  })

  it('lets the speed test reach the tenant’s domain routes, and only on its pages', () => {
    const routes = ['http://a.solara.example', 'https://b.solara.example']
    const nonce = newNonce()
    const policy = contentSecurityPolicy(nonce, false, routes)
    expect(policy).toMatch(/connect-src 'self'[^;]* http:\/\/a\.solara\.example https:\/\/b\.solara\.example/)
    expect(policy).toContain(`'nonce-${nonce}'`)
    expect(contentSecurityPolicy(newNonce(), false)).not.toContain('solara.example')
  })

  it('names Google’s tag origins only for a tenant with a tag', () => {
    const withTag = contentSecurityPolicy(newNonce(), true, [], true)
    expect(withTag).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(withTag).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    expect(withTag).toMatch(/img-src [^;]*https:\/\/www\.google-analytics\.com/)
    const without = contentSecurityPolicy(newNonce(), true, [])
    expect(without).not.toContain('google')
  })

  it('makes 128-bit nonces', () => {
    const nonce = newNonce()
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})
