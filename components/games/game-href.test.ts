import { gameHref, localizedHref } from './game-href'

describe('gameHref', () => {
  const dice = { nodeId: '10001', vendor: 'HOUSE', category: 'INHOUSE' as const, code: 'dice' }

  it('leads to /game, or to /seamless inside the seamless area', () => {
    expect(gameHref(dice, '/inhouse')).toEqual({
      pathname: '/game',
      query: { vendor: 'HOUSE', type: 'INHOUSE', game: '10001' },
    })
    expect(gameHref(dice, '/inhouse', '/seamless').pathname).toBe('/seamless')
  })

  it('leads a vendor card that lists its games to the vendor tab', () => {
    expect(gameHref({ ...dice, vendor: 'VELV', category: 'LIVE', opensGameList: true }, '/live')).toEqual({
      pathname: '/live',
      query: { vendor: 'VELV' },
    })
  })

  it('leads lottery games to their lottery area', () => {
    expect(
      gameHref({ nodeId: '1', vendor: 'TCG_LOTTO_VN', category: 'LOTT', code: 'mien_bac' }, '/').pathname,
    ).toBe('/vnlottery')
  })
})

describe('localizedHref', () => {
  it('adds the locale prefix and the query', () => {
    expect(localizedHref('', { pathname: '/game', query: { game: '1', vendor: 'A B' } })).toBe(
      '/game?game=1&vendor=A+B',
    )
    expect(localizedHref('/en', { pathname: '/rng', query: {} })).toBe('/en/rng')
    expect(localizedHref('/en', { pathname: '/', query: {} })).toBe('/en')
    expect(localizedHref('', { pathname: '/', query: {} })).toBe('/')
  })
})
