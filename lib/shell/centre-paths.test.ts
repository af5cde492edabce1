import { isCentrePath, isReturnPlace, withoutLocale } from './centre-paths'

describe('the centres’ paths', () => {
  it('counts the member and agent centres, with or without a language prefix, and nothing else', () => {
    const paths = [
      '/member',
      '/member/withdraw',
      '/en/member',
      '/agent',
      '/agent/overview',
      '/zh/agent/downline',
      '/vi/member/transactionHistory/',
      '/',
      '/en',
      '/members',
      '/en/agents',
      '/promotions',
      '/en/help/agent',
      '/xx/member',
    ]
    expect(paths.filter(isCentrePath)).toEqual(paths.slice(0, 7))
  })

  it('returns from a centre to the pages a signed-in player can be on only', () => {
    const paths = ['/en/rng', '/', '/promotions', '/en/member/depositv2', '/en/login', '/register']
    expect(paths.filter(isReturnPlace)).toEqual(['/en/rng', '/', '/promotions'])
  })

  it('takes the language prefix off', () => {
    expect(['/en', '/th/member/', '/member'].map(withoutLocale)).toEqual(['/', '/member', '/member'])
  })
})
