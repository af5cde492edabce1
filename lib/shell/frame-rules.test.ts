import { bannerGroupFor, isBarePath, isImmersivePath, isOpenWithoutLogin } from './frame-rules'

describe('frame rules', () => {
  it('keeps the forced-login exceptions of the product and nothing else open', () => {
    // The spec's own exceptions (§2), then the legal pages and the app download at its short name.
    const spec = ['/login', '/register', '/register.html', '/helpmc', '/download']
    for (const open of [...spec, '/terms', '/privacy', '/cookies', '/down']) {
      expect(isOpenWithoutLogin(open)).toBe(true)
    }
    const near = ['/login/extra', '/registerx', '/terms/extra']
    for (const closed of ['/', '/help', '/rng', '/promotions', ...near]) {
      expect(isOpenWithoutLogin(closed)).toBe(false)
    }
  })

  it('renders only the help centre for apps without the header', () => {
    expect(isBarePath('/helpmc')).toBe(true)
    expect(isBarePath('/help')).toBe(false)
  })

  it('toggles the bars instead of the menu on the seamless and VN lottery pages', () => {
    expect(isImmersivePath('/seamless')).toBe(true)
    expect(isImmersivePath('/vnlottery')).toBe(true)
    expect(isImmersivePath('/lottery')).toBe(false)
  })

  it('picks the banner group of each route', () => {
    expect(bannerGroupFor('/')).toBe('w_home')
    expect(bannerGroupFor('/rng')).toBe('w_home')
    expect(bannerGroupFor('/promotions')).toBe('w_promotion')
    expect(bannerGroupFor('/login')).toBe('w_login')
    expect(bannerGroupFor('/register')).toBe('w_register')
    expect(bannerGroupFor('/help')).toBeNull()
    expect(bannerGroupFor('/game')).toBeNull()
  })
})
