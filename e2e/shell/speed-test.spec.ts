import { expect, test } from '../fixtures'
import { PORTAL_URL } from '../support/env'
import { platformGet } from '../support/platform'

// The speed test times each of the tenant's domain routes from the browser, for real: in the demo the
// routes are the brand's other hosts on this Portal's port (PLATFORM_SITE_PORT). A route the page's own
// Content-Security-Policy stops is told apart from one that does not answer (components/shell/speed-probe.test.ts).
test.use({ lang: 'en' })

async function domainRoutes(): Promise<string[]> {
  const status = await platformGet<{ info: { domainRoute: Array<{ url: string }> } }>(
    '/wps/system/status',
    'SOL1',
    'EN',
  )
  return status.info.domainRoute.map((route) => new URL(route.url).origin)
}

test('the speed test reaches every domain route the policy allows', async ({ page }) => {
  const routes = await domainRoutes()
  expect(routes.length).toBeGreaterThan(1)
  for (const origin of routes) expect(new URL(origin).port).toBe(new URL(PORTAL_URL).port)

  await page.setViewportSize({ width: 1280, height: 900 })
  const response = await page.goto('/en')
  const policy = response?.headers()['content-security-policy'] ?? ''
  const connect = /connect-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? []
  for (const origin of routes) expect(connect).toContain(origin)

  const side = page.getByRole('complementary', { name: 'Side menu' })
  await side.getByRole('button', { name: 'Speed test' }).click()
  const speed = page.getByRole('dialog', { name: 'Speed test' })
  await expect(speed.getByRole('button', { name: 'Test again' })).toBeEnabled({ timeout: 20_000 })
  await expect(speed.getByText('Unreachable')).toHaveCount(0)
  await expect(speed.getByRole('cell', { name: /^\d+ ms$/ })).toHaveCount(routes.length)
  await expect(speed.getByText('Fastest', { exact: true })).toHaveCount(1)
})
