/**
 * @jest-environment jsdom
 */
import { measure } from './speed-probe'

// What the browser does to a probe: answers it, refuses it on the network, or stops it under the page's
// own Content-Security-Policy, which it reports with a `securitypolicyviolation` event of its own.
function violation(blockedURI: string): Event {
  const event = new Event('securitypolicyviolation')
  Object.defineProperty(event, 'blockedURI', { value: blockedURI })
  return event
}

const realFetch = global.fetch
afterEach(() => {
  global.fetch = realFetch
})

describe('the speed test probe', () => {
  it('times a route that answers, the best of its tries', async () => {
    const fetch = jest.fn().mockResolvedValue({ status: 0, type: 'opaque' })
    global.fetch = fetch
    const result = await measure('http://a.example:3000')
    expect(result.state).toBe('done')
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^http:\/\/a\.example:3000\/favicon\.ico\?t=/)
  })

  it('calls a route unreachable when every try fails on the network', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await measure('http://b.example')).toEqual({ state: 'failed' })
  })

  it('tells a route the page’s own policy blocks from an unreachable one, and stops trying it', async () => {
    const fetch = jest.fn(async (probe: URL | RequestInfo) => {
      setTimeout(() => document.dispatchEvent(violation(String(probe))), 0)
      throw new TypeError('Failed to fetch')
    })
    global.fetch = fetch as typeof global.fetch
    expect(await measure('http://c.example')).toEqual({ state: 'blocked' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('takes no other route’s violation for its own', async () => {
    global.fetch = jest.fn(async () => {
      setTimeout(() => document.dispatchEvent(violation('http://other.example/favicon.ico')), 0)
      throw new TypeError('Failed to fetch')
    }) as typeof global.fetch
    expect(await measure('http://d.example')).toEqual({ state: 'failed' })
  })
})
