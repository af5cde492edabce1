import { expect, test } from '../fixtures'
import { PORTAL_URL } from '../support/env'
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

test('a hand-over link opened by a guest names the account and signs in only when asked to', async ({
  page,
}) => {
  const token = await platformTrialToken('SOL1')
  // A link on another site: the browser says `cross-site`.
  await page.route('http://elsewhere.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<a href="${PORTAL_URL}/en/help?token=${encodeURIComponent(token)}&from=app">Open the portal</a>`,
    }),
  )
  await page.goto('http://elsewhere.example/')
  await page.getByRole('link', { name: 'Open the portal' }).click()
  await expect(page).toHaveURL(/\/en\/handover$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with this link?' })).toBeVisible()
  await expect(page.getByText(/^The link you opened signs you in as \S+\./)).toBeVisible()
  await page.getByRole('button', { name: 'Stay signed out' }).click()
  await expect(page).toHaveURL(/\/en\/help\?from=app$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()

  // Opened from outside any page (an app, a typed address): asked too; accepted, signed in.
  const again = await platformTrialToken('SOL1')
  await page.goto(`/en/help?token=${encodeURIComponent(again)}`)
  await expect(page).toHaveURL(/\/en\/handover$/)
  await page.getByRole('button', { name: /^Sign in as / }).click()
  await expect(page).toHaveURL(/\/en\/help$/)
  await expect(page.getByRole('banner').getByText('Free demo', { exact: true })).toBeVisible()
})
