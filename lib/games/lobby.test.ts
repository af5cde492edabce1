import { lobbyQuery, parseLobbyQuery } from './lobby'

const vendors = ['LUMA', 'KITE', 'ORBX']

describe('parseLobbyQuery', () => {
  it('reads the vendor tab, search, filter and page', () => {
    expect(
      parseLobbyQuery('LIVE', { vendor: 'velv', q: ' Baccarat ', minBet: '100', pageNo: '3' }, ['VELV']),
    ).toEqual({
      vendor: 'VELV',
      name: 'Baccarat',
      minBet: 100,
      page: 3,
    })
  })

  it('ignores what the lobby does not offer', () => {
    expect(parseLobbyQuery('RNG', { vendor: 'NOPE', minBet: '7', pageNo: '-2' }, vendors)).toEqual({
      vendor: null,
      name: '',
      minBet: null,
      page: 1,
    })
    expect(parseLobbyQuery('RNG', { q: 'x'.repeat(100) }, vendors).name).toHaveLength(60)
  })

  it('lets /rng choose the vendor tab with ?page=, by code or position', () => {
    expect(parseLobbyQuery('RNG', { page: 'kite' }, vendors).vendor).toBe('KITE')
    expect(parseLobbyQuery('RNG', { page: '3' }, vendors).vendor).toBe('ORBX')
    expect(parseLobbyQuery('RNG', { page: '0' }, vendors).vendor).toBeNull()
    expect(parseLobbyQuery('LIVE', { page: '1' }, ['VELV']).vendor).toBeNull()
  })
})

describe('lobbyQuery', () => {
  const current = { vendor: 'LUMA', name: 'gold', minBet: 50, page: 4 }

  it('starts again at page 1 when the vendor, search or filter changes', () => {
    expect(lobbyQuery(current, { vendor: 'KITE' })).toEqual({ vendor: 'KITE', q: 'gold', minBet: '50' })
    expect(lobbyQuery(current, { vendor: null, name: '', minBet: null })).toEqual({})
  })

  it('keeps the filters when only the page changes', () => {
    expect(lobbyQuery(current, { page: 5 })).toEqual({ vendor: 'LUMA', q: 'gold', minBet: '50', pageNo: '5' })
  })
})
