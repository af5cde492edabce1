import { expect, test } from '../fixtures'
import { platformGet } from '../support/platform'

// A player who is not an agent and opens the agent centre is sent to the affiliate programme (product
// spec §6); the centre's data stays closed to them.
test.use({ lang: 'en' })

test('a player who opens /agent lands on the tenant’s affiliate programme', async ({ page, member }) => {
  const status = await platformGet<{ info: { resources: Array<{ resourceType: string; url: string }> } }>(
    '/wps/system/status',
    'SOL1',
    'EN',
  )
  const affiliate = status.info.resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url
  expect(affiliate).toBeTruthy()

  await page.goto('/en/agent')
  await expect(page).toHaveURL(affiliate!)
  await expect(page.getByRole('heading', { name: /Affiliate programme/ })).toBeVisible()

  const overview = await page.request.get('/api/agent/overview?from=0')
  expect(overview.status(), member.username).toBe(403)
})
