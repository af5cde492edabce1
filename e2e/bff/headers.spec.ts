import { expect, test } from '@playwright/test'
import { client } from './support'

test.describe('security headers', () => {
  test('pages carry a nonce-based CSP and scripts run under it without violations', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const response = await page.goto('/en')
    const csp = response?.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("'strict-dynamic'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:\d+/)

    // Next.js put the nonce on its inline scripts, so the page hydrated and nothing was blocked.
    const scripts = page.locator(`script[nonce]`)
    await expect(scripts.first()).toBeAttached()
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    ).toEqual([])

    // A second page gets a nonce of its own.
    const again = await page.goto('/en')
    expect(/'nonce-([^']+)'/.exec(again?.headers()['content-security-policy'] ?? '')?.[1]).not.toBe(nonce)
  })

  test('API answers can be neither cached, framed nor run', async ({ playwright }) => {
    const { api } = await client(playwright)
    const res = await api.get('/api/session')
    const headers = res.headers()
    expect(headers['cache-control']).toBe('no-store')
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['x-powered-by']).toBeUndefined()
  })
})
