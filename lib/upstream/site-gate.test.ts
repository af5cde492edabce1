import { readGate, readRouteOrigins } from './site-gate'

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
