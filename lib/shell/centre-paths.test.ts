import { isCentrePath, isReturnPlace, withoutLocale } from './centre-paths'

describe('the centres’ paths', () => {
  it('counts the member and agent centres, with or without a language prefix', () => {
    for (const path of [
      '/member',
      '/member/withdraw',
      '/en/member',
      '/agent',
      '/agent/overview',
      '/zh/agent/downline',
      '/vi/member/transactionHistory/',
    ]) {
      expect(isCentrePath(path)).toBe(true)
    }
  })

  it('leaves every other page out', () => {
    for (const path of [
      '/',
      '/en',
      '/members',
      '/en/agents',
      '/promotions',
      '/en/help/agent',
      '/xx/member',
    ]) {
      expect(isCentrePath(path)).toBe(false)
    }
  })

  it('returns from a centre to the pages a signed-in player can be on only', () => {
    expect(isReturnPlace('/en/rng')).toBe(true)
    expect(isReturnPlace('/')).toBe(true)
    expect(isReturnPlace('/promotions')).toBe(true)
    expect(isReturnPlace('/en/member/depositv2')).toBe(false)
    expect(isReturnPlace('/en/login')).toBe(false)
    expect(isReturnPlace('/register')).toBe(false)
  })

  it('takes the language prefix off', () => {
    expect(withoutLocale('/en')).toBe('/')
    expect(withoutLocale('/th/member/')).toBe('/member')
    expect(withoutLocale('/member')).toBe('/member')
  })
})
