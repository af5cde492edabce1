import { expect, test } from '../fixtures'
import { platformGet } from '../support/platform'

// The speed test times each of the tenant's domain routes from the browser. The Portal's own
// Content-Security-Policy must let those probes out; the routes themselves are answered here, since no
// server listens on the demo hosts' port 80.
test.use({ lang: 'en' })

test('the speed test measures every domain route the policy allows', async ({ page }) => {
  const status = await platformGet<{ info: { domainRoute: Array<{ url: string }> } }>(
    '/wps/system/status',
    'SOL1',
    'EN',
  )
  const routes = status.info.domainRoute.map((route) => new URL(route.url).origin)
  expect(routes.length).toBeGreaterThan(1)
  const probed: string[] = []
  await page.route(
    (url) => routes.includes(url.origin),
    async (route) => {
      probed.push(new URL(route.request().url()).origin)
      await route.fulfill({ status: 204 })
    },
  )

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
  expect(new Set(probed)).toEqual(new Set(routes))
})
