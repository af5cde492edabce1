import { launchAddress, launchTarget, vendorLobby, type LaunchableGame } from './launch'

const slot: LaunchableGame = { nodeId: '10100', vendor: 'LUMA', category: 'RNG', code: 'golden_tiger' }
const member = { isTrial: false }

describe('launchTarget', () => {
  it('asks visitors to log in, and stops trial accounts at lotteries only', () => {
    expect(launchTarget(slot, null)).toEqual({ kind: 'login' })
    expect(launchTarget(slot, { isTrial: true })).toEqual(launchTarget(slot, member))
    expect(launchTarget({ ...slot, vendor: 'TCG_SEA', category: 'ELOTT' }, { isTrial: true })).toEqual({
      kind: 'trial',
    })
  })

  it('opens other games in /game', () => {
    expect(launchTarget(slot, member)).toEqual({
      kind: 'page',
      pathname: '/game',
      query: { vendor: 'LUMA', type: 'RNG', game: '10100' },
    })
    expect(launchTarget({ ...slot, category: 'PVP', vendor: 'DUEL', roomId: '10302-A' }, member)).toEqual({
      kind: 'page',
      pathname: '/game',
      query: { vendor: 'DUEL', type: 'PVP', room: '10302-A' },
    })
  })

  it('routes lotteries by vendor kind', () => {
    const sea = { nodeId: '1', vendor: 'TCG_SEA', category: 'ELOTT' as const, code: 'quick_3d' }
    const vn = { nodeId: '2', vendor: 'TCG_LOTTO_VN', category: 'LOTT' as const, code: 'mien_bac' }
    const vnByAccount = {
      nodeId: '3',
      vendor: 'XYZ',
      category: 'LOTT' as const,
      accountTypeName: 'TCG_LOTTO_VN',
    }
    const other = { nodeId: '4', vendor: 'GLOBAL', category: 'ELOTT' as const, code: 'keno' }
    expect(launchTarget(sea, member)).toEqual({
      kind: 'page',
      pathname: '/elott',
      query: { gameCode: 'quick_3d' },
    })
    expect(launchTarget(vn, member)).toEqual({
      kind: 'page',
      pathname: '/vnlottery',
      query: { gameCode: 'mien_bac' },
    })
    expect(launchTarget(vnByAccount, member)).toEqual({ kind: 'page', pathname: '/vnlottery', query: {} })
    expect(launchTarget(other, member)).toEqual({
      kind: 'page',
      pathname: '/lottery',
      query: { gameCode: 'keno', vendor: 'GLOBAL' },
    })
    expect(launchTarget(sea, null)).toEqual({ kind: 'login' })
  })

  it('leads a lottery vendor’s card or menu entry to its own lottery area, others to their lobby', () => {
    expect(vendorLobby('LOTT', 'TCG_LOTTO_VN')).toEqual({ pathname: '/vnlottery', query: {} })
    expect(vendorLobby('ELOTT', 'TCG_SEA')).toEqual({ pathname: '/elott', query: {} })
    expect(vendorLobby('LOTT', 'GLOBAL')).toEqual({ pathname: '/lottery', query: { vendor: 'GLOBAL' } })
    expect(vendorLobby('LIVE', 'VELV')).toEqual({ pathname: '/live', query: { vendor: 'VELV' } })
  })

  it('opens the game list of a vendor card that asks for it, even for visitors', () => {
    expect(launchTarget({ ...slot, vendor: 'VELV', category: 'LIVE', opensGameList: true }, null)).toEqual({
      kind: 'vendor-list',
      vendor: 'VELV',
    })
  })
})

describe('launchAddress', () => {
  const hosts = ['https://a.example', 'https://b.example/']

  it('prefers game_url and falls back to game_url2', () => {
    expect(launchAddress({ gameUrl: 'https://g.example/x?s=1' }, [])).toBe('https://g.example/x?s=1')
    expect(launchAddress({ gameUrl: null, gameUrl2: 'https://g2.example/y' }, [])).toBe(
      'https://g2.example/y',
    )
    expect(launchAddress({}, hosts)).toBeNull()
  })

  it('serves a relative address from a launch host picked at random', () => {
    expect(launchAddress({ gameUrl: '/play/dice?session=s' }, hosts, () => 0)).toBe(
      'https://a.example/play/dice?session=s',
    )
    expect(launchAddress({ gameUrl: 'play/dice' }, hosts, () => 0.99)).toBe('https://b.example/play/dice')
    expect(launchAddress({ gameUrl: '/play/dice' }, [])).toBeNull()
  })

  it('spreads an address on one launch host over all of them', () => {
    expect(launchAddress({ gameUrl: 'https://a.example/play/slot5x3?session=s' }, hosts, () => 0.7)).toBe(
      'https://b.example/play/slot5x3?session=s',
    )
    expect(launchAddress({ gameUrl: 'https://elsewhere.example/p' }, hosts, () => 0.7)).toBe(
      'https://elsewhere.example/p',
    )
  })
})
