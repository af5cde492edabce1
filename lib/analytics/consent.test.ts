import { consentCookie, consentOf, isGtagId } from './consent'

describe('consentOf', () => {
  it('reads the two choices, and only those', () => {
    expect(consentOf('a=1; portal-consent=v1.analytics')).toBe('analytics')
    expect(consentOf('portal-consent=v1.necessary')).toBe('necessary')
    expect(consentOf('')).toBeNull()
  })

  it('treats tampered or doubled values as no choice, so no analytics', () => {
    for (const header of [
      'portal-consent=analytics',
      'portal-consent=v1.analytics ',
      'portal-consent=v1.analytics; portal-consent=v1.analytics',
      'portal-consent=v1.analyticsX',
      'portal-consent=V1.ANALYTICS',
      'portal-consent=v2.analytics',
      'portal-consent=v1.analytics=1',
      'portal-consent=%761.analytics',
    ]) {
      expect(consentOf(header)).toBeNull()
    }
  })
})

describe('consentCookie', () => {
  it('is kept for 180 days on the whole site, Secure on https', () => {
    expect(consentCookie('analytics', true)).toBe(
      'portal-consent=v1.analytics; Path=/; Max-Age=15552000; SameSite=Lax; Secure',
    )
    expect(consentCookie('necessary', false)).not.toContain('Secure')
  })
})

describe('isGtagId', () => {
  it('takes a Google tag id and nothing that could change the script address', () => {
    expect(isGtagId('G-SOLARA26')).toBe(true)
    for (const bad of ['', null, 'UA-1234', 'G-abc', 'G-SOLARA26&x=1', 'G-"><script>', 'G-SOL/../x']) {
      expect(isGtagId(bad)).toBe(false)
    }
  })
})
