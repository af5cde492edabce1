import type { UpstreamContext } from './client'
import { getFavouriteIds, getGamePage, launchGame } from './games'
import { testTenant } from './test-tenant'

function context(token?: string): UpstreamContext {
  return { tenant: testTenant('games'), locale: 'en', token }
}

const game = (nodeId: number, vassalage: string, gameType: string) => ({
  nodeId: String(nodeId),
  gameName: `${vassalage} game ${nodeId}`,
  vassalage,
  gameType,
  showIcon: `/assets/games/${nodeId}.svg`,
  minBet: 100,
  isGame: 'GAME',
})

const envelope = (value: unknown) => Response.json({ success: true, value })

let fetchMock: jest.Mock
let launchValue: unknown
const launchHosts = ['https://a.games.test', 'https://b.games.test']

beforeEach(() => {
  launchValue = { content: { game_url: 'https://a.games.test/play/dice?session=s' } }
  fetchMock = jest.fn(async (input: URL | string) => {
    const url = new URL(String(input))
    switch (url.pathname) {
      case '/wps/system/status':
        return envelope({ info: { imageCDNs: ['https://img.test'], launchGameCDNs: launchHosts } })
      case '/wps/relay/GCSGAME_gameList':
        if (url.searchParams.get('gameType') === 'SPORTS') {
          return envelope({
            games: [game(1, 'FLDS', 'SPORTS'), game(2, 'AV', 'SPORTS'), game(3, 'IMES', 'SPORTS')],
            totalPages: 1,
            totalCount: 3,
          })
        }
        return envelope({ games: [game(10, 'LUMA', 'RNG')], totalPages: 6, totalCount: 225 })
      case '/wps/game/launchGame':
        return envelope(launchValue)
      case '/wps/relay/MCSFE_getFavoriteGames':
        return envelope(['10', 11])
      default:
        return Response.json({ success: false, errorCode: 'function.not.available' }, { status: 404 })
    }
  })
  global.fetch = fetchMock as unknown as typeof fetch
})

const calls = (path: string) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === path)

describe('lobby pages', () => {
  it('splits esports vendors out of sports', async () => {
    const ctx = context()
    const esports = await getGamePage(ctx, { category: 'ESPORTS', page: 1 })
    expect(esports.games.map((g) => g.vendor)).toEqual(['AV', 'IMES'])
    expect(esports.games.every((g) => g.category === 'ESPORTS')).toBe(true)
    const sports = await getGamePage(ctx, { category: 'SPORTS', page: 1 })
    expect(sports.games.map((g) => g.vendor)).toEqual(['FLDS'])
    expect(sports.total).toBe(1)
  })

  it('asks the platform for 42 games of one page with the filters, and caches the public answer', async () => {
    const ctx = context()
    const filter = { category: 'RNG' as const, vendor: 'LUMA', name: 'gold', minBetMinor: 50, page: 2 }
    const page = await getGamePage(ctx, filter)
    expect(page).toMatchObject({ page: 2, pageCount: 6, total: 225 })
    expect(page.games[0]).toMatchObject({
      nodeId: '10',
      minBetMinor: 100,
      iconUrl: 'https://img.test/assets/games/10.svg',
    })
    const [sent] = calls('/wps/relay/GCSGAME_gameList')
    expect(Object.fromEntries(sent?.searchParams ?? [])).toMatchObject({
      gameType: 'RNG',
      vassalage: 'LUMA',
      gameName: 'gold',
      minBet: '50',
      pageNo: '2',
      pageSize: '42',
    })
    await getGamePage(ctx, filter)
    expect(calls('/wps/relay/GCSGAME_gameList')).toHaveLength(1)
  })
})

describe('personal reads', () => {
  it('are never cached and carry the token', async () => {
    const ctx = context('member-token')
    await expect(getFavouriteIds(ctx)).resolves.toEqual(['10', '11'])
    await getFavouriteIds(ctx)
    expect(calls('/wps/relay/MCSFE_getFavoriteGames')).toHaveLength(2)
    const init = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('MCSFE_getFavoriteGames'),
    )?.[1] as RequestInit
    expect(new Headers(init.headers).get('Authorization')).toBe('member-token')
  })
})

describe('launching', () => {
  it('launches with GET and launchMode GLS, never retried', async () => {
    const ctx = context('member-token')
    await launchGame(ctx, { nodeId: '10001', vendor: 'HOUSE', category: 'INHOUSE' })
    const [sent] = calls('/wps/game/launchGame')
    expect(sent?.searchParams.get('launchMode')).toBe('GLS')
    expect(sent?.searchParams.get('nodeId')).toBe('10001')
    const init = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('launchGame'),
    )?.[1] as RequestInit
    expect(init.method).toBe('GET')
  })

  it('uses game_url2 when game_url is absent, served from one of the launch hosts', async () => {
    launchValue = { content: { game_url2: '/play/slot5x3?session=t' } }
    const { url } = await launchGame(context('member-token'), {
      nodeId: '10002',
      vendor: 'HOUSE',
      category: 'INHOUSE',
    })
    expect(launchHosts.map((host) => `${host}/play/slot5x3?session=t`)).toContain(url)
  })

  it('fails clearly when the platform answers no address', async () => {
    launchValue = { content: {} }
    await expect(
      launchGame(context('member-token'), { nodeId: '10002', vendor: 'HOUSE', category: 'INHOUSE' }),
    ).rejects.toMatchObject({ code: 'launch.no_url' })
  })
})
