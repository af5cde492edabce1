import { answerCalls, testTenant } from './test-tenant'
import { platformSilent, readGate, readRouteOrigins, siteGate } from './site-gate'

describe('site gate', () => {
  it('reads maintenance before region restriction, from flags or the status code', () => {
    const base = { maintenance: false, regionRestriction: false }
    expect(readGate({ ...base }).state).toBe('normal')
    expect(readGate({ ...base, maintenance: true, regionRestriction: true }).state).toBe('maintenance')
    expect(readGate({ ...base, regionRestriction: true }).state).toBe('restricted')
    expect(readGate({ ...base, status: 1 }).state).toBe('maintenance')
    expect(readGate({ ...base, status: 2 }).state).toBe('restricted')
  })

  it('keeps the visitor address and country for the restriction screen', () => {
    expect(
      readGate({
        maintenance: false,
        regionRestriction: true,
        location: { ip: '203.0.113.9', country: 'US' },
      }),
    ).toEqual({ state: 'restricted', ip: '203.0.113.9', country: 'US' })
    expect(readGate({ maintenance: false, regionRestriction: false, location: null })).toEqual({
      state: 'normal',
      ip: '',
      country: '',
    })
  })
})

describe('domain route origins', () => {
  it('are the origins of the routes that are web addresses, once each', () => {
    const base = { maintenance: false, regionRestriction: false }
    expect(
      readRouteOrigins({
        ...base,
        info: {
          domainRoute: [
            { url: 'http://a.solara.example/' },
            'https://b.solara.example:8443/path',
            { url: 'http://a.solara.example/other' },
            { url: 'javascript:alert(1)' },
            { url: 'not an address' },
            { url: null },
          ],
        },
      }),
    ).toEqual(['http://a.solara.example', 'https://b.solara.example:8443'])
    expect(readRouteOrigins(base)).toEqual([])
  })
})

describe('a silent platform', () => {
  afterEach(() => jest.restoreAllMocks())

  it('stands on the last answer for the stale window only, then counts the platform as silent', async () => {
    let now = Date.parse('2026-03-02T12:00:00Z')
    jest.spyOn(Date, 'now').mockImplementation(() => now)
    const tenant = testTenant('gate')
    expect(platformSilent(tenant)).toBe(true)
    answerCalls(() => ({ maintenance: false, regionRestriction: false }))
    expect((await siteGate(tenant, 'en', '203.0.113.9')).state).toBe('normal')
    expect(platformSilent(tenant)).toBe(false)

    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    now += 60_000
    expect((await siteGate(tenant, 'en', '203.0.113.9')).state).toBe('normal')
    expect(platformSilent(tenant)).toBe(false)
    now += 600_000
    await expect(siteGate(tenant, 'en', '203.0.113.9')).rejects.toThrow()
    expect(platformSilent(tenant)).toBe(true)
  })
})
