import { safeNext } from './safe-next'

describe('redirect targets', () => {
  it('keeps paths of this site with their query and fragment', () => {
    expect(safeNext('/en/help')).toBe('/en/help')
    expect(safeNext('/member/withdraw?tab=2#form')).toBe('/member/withdraw?tab=2#form')
    expect(safeNext('/promoDetail?id=7', 'http://verdant.localhost:3000')).toBe('/promoDetail?id=7')
    expect(safeNext('/en/a/../help')).toBe('/en/help')
  })

  it('refuses anything a browser would read as another host', () => {
    for (const target of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\t\\evil.example',
      '//evil.example',
      '/\\evil.example',
      '/..//evil.example',
      '/.//evil.example',
      '/a/../..//evil.example',
      '/%2e%2e//evil.example',
      '/./\\evil.example',
      '\\/evil.example',
      ' //evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
    ]) {
      expect(safeNext(target)).toBe('/')
    }
    expect(safeNext(undefined)).toBe('/')
    expect(safeNext(null)).toBe('/')
  })

  it('answers only header-safe text, whatever characters came in', () => {
    const encoded = safeNext('/\u3002x?q=\u00e9')
    expect(encoded).toBe('/%E3%80%82x?q=%C3%A9')
    expect(() => new Headers({ Location: encoded })).not.toThrow()
    expect(safeNext('/a\u0000b')).toMatch(/^\/[\x21-\x7e]*$/)
  })
})
