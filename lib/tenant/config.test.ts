import { findTenant, hostName, offersLocale, parseTenantsFile } from './config'

const file = {
  tenants: [
    {
      id: 'alpha',
      hosts: ['alpha.example', 'localhost'],
      merchantCode: 'A1',
      brandName: 'Alpha',
      defaultLocale: 'pt',
      locales: ['pt', 'en'],
      theme: { primary: '#112233', accent: '#445566', primaryText: '#ffffff' },
    },
    {
      id: 'beta',
      hosts: ['beta.example'],
      merchantCode: 'B2',
      upstreamUrl: 'https://api.beta.example',
      brandName: 'Beta',
      defaultLocale: 'en',
      locales: ['en', 'th'],
      theme: { primary: '#112233', accent: '#445566', primaryText: '#000000' },
      forceLogin: true,
    },
  ],
}

describe('tenants file', () => {
  it('resolves each host to its own merchant, ignoring port and case', () => {
    const tenants = parseTenantsFile(file)
    expect(findTenant(tenants, 'ALPHA.example:3000')?.merchantCode).toBe('A1')
    expect(findTenant(tenants, 'beta.example')?.merchantCode).toBe('B2')
    expect(findTenant(tenants, 'localhost:3100')?.id).toBe('alpha')
  })

  it('answers null for a host nobody configured', () => {
    expect(findTenant(parseTenantsFile(file), 'gamma.example')).toBeNull()
    expect(findTenant(parseTenantsFile(file), undefined)).toBeNull()
  })

  it('defaults forceLogin to false and keeps it when set', () => {
    const [alpha, beta] = parseTenantsFile(file)
    expect(alpha?.forceLogin).toBe(false)
    expect(beta?.forceLogin).toBe(true)
  })

  it('refuses a default locale the tenant does not offer', () => {
    const broken = structuredClone(file)
    broken.tenants[1]!.defaultLocale = 'pt'
    expect(() => parseTenantsFile(broken)).toThrow(/defaultLocale must be one of locales/)
  })

  it('refuses a host claimed by two tenants', () => {
    const broken = structuredClone(file)
    broken.tenants[1]!.hosts.push('localhost')
    expect(() => parseTenantsFile(broken)).toThrow(/host localhost belongs to both alpha and beta/)
  })

  it('refuses a locale the Portal does not speak and a malformed colour', () => {
    const broken = structuredClone(file) as { tenants: Array<Record<string, unknown>> }
    broken.tenants[0]!.locales = ['pt', 'fr']
    expect(() => parseTenantsFile(broken)).toThrow(/Invalid tenants file/)
    const badColour = structuredClone(file)
    badColour.tenants[0]!.theme.primary = 'red'
    expect(() => parseTenantsFile(badColour)).toThrow(/#rrggbb/)
  })

  it('reads the licence and document versions, and refuses a version that is not a positive whole number', () => {
    const legal = {
      company: 'Alpha Ltd',
      authority: 'Gaming Board',
      licence: 'GB-1',
      versions: { terms: 2, privacy: 1, cookies: 1 },
    }
    const withLegal = structuredClone(file) as { tenants: Array<Record<string, unknown>> }
    withLegal.tenants[0]!.legal = legal
    const [alpha, beta] = parseTenantsFile(withLegal)
    expect(alpha?.legal).toEqual(legal)
    expect(beta?.legal).toBeUndefined()
    for (const terms of [0, 1.5, '2']) {
      const broken = structuredClone(withLegal)
      broken.tenants[0]!.legal = { ...legal, versions: { ...legal.versions, terms } }
      expect(() => parseTenantsFile(broken)).toThrow(/legal\.versions\.terms/)
    }
    const noLicence = structuredClone(withLegal)
    noLicence.tenants[0]!.legal = { ...legal, licence: '' }
    expect(() => parseTenantsFile(noLicence)).toThrow(/legal\.licence/)
  })

  it('knows which locales a tenant offers', () => {
    const [alpha] = parseTenantsFile(file)
    expect(offersLocale(alpha!, 'en')).toBe(true)
    expect(offersLocale(alpha!, 'th')).toBe(false)
  })

  it('reads host names with ports and IPv6 literals', () => {
    expect(hostName('Example.COM:443')).toBe('example.com')
    expect(hostName('[::1]:3000')).toBe('[::1]')
    expect(hostName(null)).toBe('')
  })
})
