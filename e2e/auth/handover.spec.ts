import { expect, test } from '../fixtures'
import { platformTrialToken } from '../shell/helpers'

test.use({ lang: 'en' })

test('a hand-over link opened while signed in asks which account to go on with', async ({ member }) => {
  const { page } = member
  const token = await platformTrialToken('SOL1')
  await page.goto(`/en/help?token=${encodeURIComponent(token)}&from=app`)
  await expect(page).toHaveURL(/\/en\/handover$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Which account?' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1280,
  )
  await page.getByRole('button', { name: `Stay as ${member.username}` }).click()
  await expect(page).toHaveURL(/\/en\/help\?from=app$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible()
  const session = await page.request.get('/api/session')
  expect(((await session.json()) as { data: { account: string } }).data).toMatchObject({
    account: member.username,
  })
})
