import { isMemberCentrePath } from './return-path'

describe('isMemberCentrePath', () => {
  it('counts the member and agent centres, with or without a language prefix', () => {
    for (const path of [
      '/member',
      '/member/withdraw',
      '/en/member',
      '/agent',
      '/agent/overview',
      '/zh/agent/downline',
    ]) {
      expect(isMemberCentrePath(path)).toBe(true)
    }
  })

  it('leaves every other page out', () => {
    for (const path of ['/', '/en', '/members', '/en/agents', '/promotions', '/en/help/agent']) {
      expect(isMemberCentrePath(path)).toBe(false)
    }
  })
})
