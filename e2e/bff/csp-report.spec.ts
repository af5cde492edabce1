import { expect, test } from '@playwright/test'
import { PORTAL_URL } from '../support/env'
import { uniqueIp } from './support'

const report = (blockedURL: string) => [
  {
    type: 'csp-violation',
    age: 1,
    url: `${PORTAL_URL}/en`,
    body: {
      documentURL: `${PORTAL_URL}/en`,
      blockedURL,
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
    },
  },
]

test.describe('Content-Security-Policy reports', () => {
  test('pages allow no <base> and name where violations are reported', async ({ request }) => {
    const res = await request.get('/en', { headers: { accept: 'text/html' } })
    const csp = res.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain('report-to csp')
    expect(csp).toContain('report-uri /api/csp-report')
    expect(res.headers()['reporting-endpoints']).toBe('csp="/api/csp-report"')
  })

  test('reports the browser sends on its own are taken, and a flood is cut off', async ({ playwright }) => {
    // A browser posts reports itself, from the page's origin or none, without credentials.
    const reporter = await playwright.request.newContext({
      baseURL: PORTAL_URL,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueIp(), 'content-type': 'application/reports+json' },
    })
    const first = await reporter.post('/api/csp-report', { data: report('https://evil.example/x.js') })
    expect(first.status()).toBe(200)
    const legacy = await reporter.post('/api/csp-report', {
      data: { 'csp-report': { 'document-uri': `${PORTAL_URL}/en`, 'blocked-uri': 'inline' } },
      headers: { 'content-type': 'application/csp-report' },
    })
    expect(legacy.status()).toBe(200)
    expect((await reporter.post('/api/csp-report', { data: { hello: 'world' } })).status()).toBe(422)

    // Many addresses together still meet the site's ceiling.
    const statuses = await Promise.all(
      Array.from({ length: 70 }, () =>
        playwright.request
          .newContext({
            baseURL: PORTAL_URL,
            extraHTTPHeaders: { 'x-forwarded-for': uniqueIp(), 'content-type': 'application/reports+json' },
          })
          .then((api) => api.post('/api/csp-report', { data: report('https://evil.example/y.js') }))
          .then((res) => res.status()),
      ),
    )
    expect(statuses).toContain(429)
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([])
  })
})
