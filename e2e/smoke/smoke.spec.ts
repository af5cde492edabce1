import { expect, test, type Page } from '@playwright/test'
import { MemberCentre } from '../pages/centre'
import { Header } from '../pages/header'
import { LoginForm } from '../pages/login'

// The QA smoke journeys (`npm run test:smoke`): what a deployment must do, checked against any Portal by
// its address alone (E2E_BASE_URL), in English. No test controls, no platform access, no seeded data:
// the account journeys run when the operator provides one (E2E_MEMBER and E2E_PASSWORD), and are skipped
// otherwise. Nothing here changes the account beyond signing it in and out.
const member = process.env.E2E_MEMBER
const password = process.env.E2E_PASSWORD ?? ''
const LOBBY = /\/en\/(rng|live|fish|pvp|sports|esports|inhouse)$/

// The platform's announcements may greet a new session with a pop-up: read and put away like a player would.
test.beforeEach(async ({ page }) => {
  const announcement = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Got it' }) })
  await page.addLocatorHandler(announcement, async () => {
    await announcement.getByRole('button', { name: 'Got it' }).click()
  })
})

async function firstLobby(page: Page): Promise<string> {
  await page.goto('/en')
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname))
  const lobby = hrefs.find((href) => LOBBY.test(href))
  expect(lobby, 'the home page links to a game lobby').toBeTruthy()
  return lobby as string
}

async function signIn(page: Page): Promise<Header> {
  await page.goto('/en/login')
  const form = LoginForm.page(page, 'en')
  await form.username.fill(member as string)
  await form.password.fill(password)
  await form.submit.click()
  const header = new Header(page, 'en')
  await expect(header.accountMenu).toBeVisible()
  return header
}

test('the home page answers with the site and its 18+ notice', async ({ page }) => {
  const response = await page.goto('/en')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('18+')
})

test('a game lobby lists games', async ({ page }) => {
  const lobby = await firstLobby(page)
  const response = await page.goto(lobby)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('link', { name: /^Play / }).first()).toBeVisible()
})

test('the registration page offers the form', async ({ page }) => {
  const response = await page.goto('/en/register')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('main').getByRole('button', { name: 'Create account' })).toBeVisible()
})

test('an unknown address answers 404', async ({ page }) => {
  const response = await page.goto(`/en/no-such-page-${Date.now()}`)
  expect(response?.status()).toBe(404)
})

test.describe('with the operator’s test account', () => {
  test.skip(!member, 'E2E_MEMBER and E2E_PASSWORD name an account to sign in with')

  test('signs in, opens the member centre, and signs out', async ({ page }) => {
    const header = await signIn(page)
    await new MemberCentre(page, 'en').open('securityCenter')
    await expect(new MemberCentre(page, 'en').dialog).toBeVisible()

    await page.goto('/en')
    await header.openMenu()
    await header.menuItem('signOut').click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click()
    await expect(header.loginLink).toBeVisible()
    await expect(header.accountMenu).toBeHidden()
  })

  test('a game launches in the site frame', async ({ page }) => {
    await signIn(page)
    await page.goto(await firstLobby(page))
    await page
      .getByRole('link', { name: /^Play / })
      .first()
      .click()
    await expect(page).toHaveURL(/\/en\/game\?/)
    await expect(page.locator('iframe[title$="game window"]')).toBeVisible()
  })
})
