import { bannerGroupFor, isBarePath, isImmersivePath, isOpenWithoutLogin } from './frame-rules'

describe('frame rules', () => {
  it('keeps the forced-login exceptions of the product and nothing else open', () => {
    for (const open of [
      '/login',
      '/register',
      '/register.html',
      '/terms',
      '/privacy',
      '/cookies',
      '/helpmc',
      '/download',
      '/down',
    ]) {
      expect(isOpenWithoutLogin(open)).toBe(true)
    }
    for (const closed of [
      '/',
      '/help',
      '/rng',
      '/promotions',
      '/login/extra',
      '/registerx',
      '/terms/extra',
    ]) {
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
