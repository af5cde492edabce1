import { getPathname, isLocalizable, prefixPath, unprefixPath } from './paths'

describe('localized paths (as-needed prefix, Portuguese without one)', () => {
  it('prefixes every language but the default', () => {
    expect(prefixPath('/', 'pt')).toBe('/')
    expect(prefixPath('/rng', 'pt')).toBe('/rng')
    expect(prefixPath('/', 'en')).toBe('/en')
    expect(prefixPath('/rng', 'th')).toBe('/th/rng')
    expect(prefixPath('/?vendor=PG', 'en')).toBe('/en?vendor=PG')
    expect(prefixPath('/#top', 'vi')).toBe('/vi#top')
  })

  it('builds addresses with their query and hash', () => {
    expect(getPathname({ href: '/', locale: 'pt' })).toBe('/')
    expect(getPathname({ href: '/help', locale: 'zh' })).toBe('/zh/help')
    expect(
      getPathname({ href: { pathname: '/game', query: { vendor: 'PG', nodeId: 7 } }, locale: 'en' }),
    ).toBe('/en/game?vendor=PG&nodeId=7')
    expect(
      getPathname({ href: { pathname: '/rng', query: { tag: ['a', 'b'], empty: undefined } }, locale: 'pt' }),
    ).toBe('/rng?tag=a&tag=b')
    expect(getPathname({ href: { pathname: '/rng', query: {} }, locale: 'id' })).toBe('/id/rng')
    expect(getPathname({ href: { pathname: '/help', hash: 'faq' }, locale: 'en' })).toBe('/en/help#faq')
  })

  it('leaves outside, relative and fragment addresses alone', () => {
    expect(isLocalizable('https://example.com/x')).toBe(false)
    expect(isLocalizable('mailto:help@example.com')).toBe(false)
    expect(isLocalizable('#main')).toBe(false)
    expect(isLocalizable('help')).toBe(false)
    expect(isLocalizable({ pathname: '/x', host: 'example.com' } as never)).toBe(false)
    expect(getPathname({ href: 'https://example.com/x', locale: 'en' })).toBe('https://example.com/x')
    expect(getPathname({ href: '#main', locale: 'en' })).toBe('#main')
  })

  it('strips the current language from a browser path', () => {
    expect(unprefixPath('/en', 'en')).toBe('/')
    expect(unprefixPath('/en/rng', 'en')).toBe('/rng')
    expect(unprefixPath('/rng', 'pt')).toBe('/rng')
    expect(unprefixPath('/english-page', 'en')).toBe('/english-page')
  })
})
