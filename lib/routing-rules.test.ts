import { parseTenantsFile } from '@/lib/tenant/config'
import { tenantEntry } from '@/lib/tenant/test-entry'
import { canonicalRedirect, localizedPath, splitLocale } from './routing-rules'

const [portuguese, english] = parseTenantsFile({
  tenants: [
    tenantEntry({ id: 'pt-first', locales: ['pt', 'en', 'zh'] }),
    tenantEntry({ id: 'en-first', defaultLocale: 'en', locales: ['en', 'th'] }),
  ],
})

describe('locale paths', () => {
  it('splits the locale prefix from the rest of the path', () => {
    expect(splitLocale('/en/rng')).toEqual({ locale: 'en', prefixed: true, rest: '/rng' })
    expect(splitLocale('/rng/')).toEqual({ locale: 'pt', prefixed: false, rest: '/rng' })
    expect(splitLocale('/zh')).toEqual({ locale: 'zh', prefixed: true, rest: '/' })
    expect(splitLocale('/')).toEqual({ locale: 'pt', prefixed: false, rest: '/' })
  })

  it('never prefixes Portuguese, the default language', () => {
    expect(localizedPath('pt', '/live')).toBe('/live')
    expect(localizedPath('th', '/')).toBe('/th')
    expect(localizedPath('th', '/live')).toBe('/th/live')
  })
})

describe('canonical redirects', () => {
  it('sends the old home aliases to the home page in the same language', () => {
    expect(canonicalRedirect(portuguese!, '/index')).toBe('/')
    expect(canonicalRedirect(portuguese!, '/index.html')).toBe('/')
    expect(canonicalRedirect(portuguese!, '/home')).toBe('/')
    expect(canonicalRedirect(portuguese!, '/en/home')).toBe('/en')
    expect(canonicalRedirect(portuguese!, '/register.html')).toBe('/register')
    expect(canonicalRedirect(portuguese!, '/zh/register.html')).toBe('/zh/register')
    expect(canonicalRedirect(portuguese!, '/download')).toBe('/down')
    expect(canonicalRedirect(portuguese!, '/en/download')).toBe('/en/down')
  })

  it('leaves paths alone that are already canonical', () => {
    expect(canonicalRedirect(portuguese!, '/')).toBeNull()
    expect(canonicalRedirect(portuguese!, '/en/rng')).toBeNull()
    expect(canonicalRedirect(english!, '/en')).toBeNull()
  })

  it('moves a language the tenant does not offer to its default language', () => {
    expect(canonicalRedirect(portuguese!, '/vi/live')).toBe('/live')
    expect(canonicalRedirect(english!, '/')).toBe('/en')
    expect(canonicalRedirect(english!, '/rng')).toBe('/en/rng')
    expect(canonicalRedirect(english!, '/pt/rng')).toBe('/en/rng')
  })
})
