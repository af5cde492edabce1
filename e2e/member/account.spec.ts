import { expect, test, type Page } from '@playwright/test'
import { ownAddress } from '../auth/support'
import { startFreePlay } from '../games/support'
import { skipAnnouncementPopups } from '../support/popups'
import { newMember, signIn } from './support'

// The member centre in English: the avatar menu opens it on my account, the page list works from the
// keyboard, closing returns to where the player was, and who may not open it is told so or sent to log in.

test.beforeEach(async ({ context }) => {
  await ownAddress(context)
  await skipAnnouncementPopups(context)
})

function centre(page: Page) {
  return page.getByRole('dialog', { name: 'Member centre' })
}

test('the avatar menu opens my account with the member’s own data, and closing returns to the lobby', async ({
  page,
}) => {
  await page.goto('/en')
  await signIn(page, 'vip01', 'Vip#2026')
  await page.goto('/en/rng')
  const header = page.getByRole('banner')
  await expect(header.locator('output')).toHaveText(/^R\$ [\d,]+\.\d{2}$/)
  await header.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Member centre' }).click()

  await expect(page).toHaveURL(/\/en\/member\/securityCenter$/)
  const dialog = centre(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Member centre', level: 1 })).toBeFocused()
  const nav = dialog.getByRole('navigation', { name: 'Member centre pages' })
  await expect(nav.getByRole('link')).toHaveText([
    'My account',
    'Deposit',
    'Withdrawal',
    'Betting record',
    'Account record',
    // With the count of unread messages beside it, when there are any.
    /^Platform messages/,
  ])
  await expect(nav.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page')

  const profile = dialog.getByRole('region', { name: 'Profile' })
  const fact = (term: string) =>
    profile.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')
  await expect(fact('Nickname')).toHaveText('VIP Guest')
  await expect(fact('Account')).toHaveText('vip01')
  await expect(fact('Club')).toContainText('Diamond')
  await expect(fact('Club')).toContainText('Level 5')
  await expect(fact('Member since')).toHaveText(/\d{4}/)
  await expect(fact('Mobile')).toHaveText('Not set')
  const balance = dialog.getByRole('region', { name: 'Balance' })
  await expect(balance.getByTestId('member-balance')).toHaveText(/^R\$ [\d,]+\.\d{2}$/)
  await expect(dialog.getByRole('button', { name: 'Change password' })).toBeVisible()
  // Responsible gaming stays one click away inside the centre, where deposits are made.
  await expect(dialog.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
    'href',
    '/en/responsible-gaming',
  )

  // Escape leaves the centre for the lobby the member came from.
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/en\/rng$/)
  await expect(dialog).toHaveCount(0)
})

test('the page list works from the keyboard, /member reopens the last page, the close button leaves', async ({
  page,
}) => {
  await page.goto('/en')
  await signIn(page, 'vip01', 'Vip#2026')
  await page.goto('/en/promotions')
  // The header is live (its balance loaded), so it has noted the page the member is on.
  await expect(page.getByRole('banner').locator('output')).toHaveText(/^R\$ [\d,]+\.\d{2}$/)
  await page.goto('/en/member/securityCenter')
  const dialog = centre(page)
  const nav = dialog.getByRole('navigation', { name: 'Member centre pages' })
  await expect(dialog.getByRole('heading', { name: 'Member centre', level: 1 })).toBeFocused()

  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Close the member centre' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: 'My account' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(nav.getByRole('link', { name: 'Deposit' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(nav.getByRole('link', { name: 'Withdrawal' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(nav.getByRole('link', { name: 'Platform messages' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(nav.getByRole('link', { name: 'My account' })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(nav.getByRole('link', { name: 'Account record' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/member\/transactionHistory$/)
  await expect(nav.getByRole('link', { name: 'Account record' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'My account' })).not.toHaveAttribute('aria-current', 'page')
  await expect(dialog.getByRole('region', { name: 'Period' })).toBeVisible()

  // The page shown last is where /member opens next time.
  await page.goto('/en/member')
  await expect(page).toHaveURL(/\/en\/member\/transactionHistory$/)

  await dialog.getByRole('button', { name: 'Close the member centre' }).click()
  await expect(page).toHaveURL(/\/en\/promotions$/)
  await expect(dialog).toHaveCount(0)
})

test('change password from my account, then sign in with the new one', async ({ page, playwright }) => {
  const { username, password } = await newMember(playwright)
  await page.goto('/en')
  await signIn(page, username, password)
  await page.goto('/en/member/securityCenter')
  const dialog = centre(page)
  await dialog.getByRole('button', { name: 'Change password' }).click()

  const change = page.getByRole('dialog', { name: 'Change password' })
  await expect(change).toBeVisible()
  // Not forced: the current password is asked, and the dialog may simply be closed.
  await change.getByRole('button', { name: 'Close' }).click()
  await expect(change).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Change password' })).toBeFocused()

  await dialog.getByRole('button', { name: 'Change password' }).click()
  await change.getByRole('textbox', { name: 'Current password', exact: true }).fill(password)
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('Changed#2027')
  await change.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Changed#2027')
  await change.getByRole('button', { name: 'Change password' }).click()
  await expect(change).toBeHidden()

  const login = page.getByRole('dialog', { name: 'Log in' })
  await expect(
    login.getByText('Your password has been changed. Please log in with the new password.'),
  ).toBeVisible()
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username)
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect(login.getByRole('alert')).toBeVisible()
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Changed#2027')
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect(login).toBeHidden()
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible()
  const session = await page.evaluate(() => fetch('/api/session').then((r) => r.json()))
  expect(session.data).toMatchObject({ account: username })
})

test('a trial player is told a real account is needed', async ({ page }) => {
  await page.goto('/en')
  await startFreePlay(page)
  await page.goto('/en/member/transactionHistory')
  const dialog = centre(page)
  await expect(dialog.getByRole('alert')).toContainText(
    'This is a free demo account. Please register a real account to use this feature.',
  )
  await expect(dialog.getByRole('link', { name: 'Create a real account' })).toHaveAttribute(
    'href',
    '/en/register',
  )
  await expect(dialog.getByRole('navigation')).toHaveCount(0)
  await expect(dialog.getByRole('table')).toHaveCount(0)
  // Its records stay closed at the BFF too.
  const refused = await page.request.get('/api/member/transactions?from=0')
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('trial_account')
})

test('a signed-out visitor is sent to log in and comes back to the page asked for', async ({ page }) => {
  // What a member page answers a visitor is never kept by the guest page cache.
  for (let i = 0; i < 2; i++) {
    const res = await page.request.get('/en/member/messageV2', {
      headers: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' },
      maxRedirects: 0,
    })
    expect(res.headers()['x-portal-cache']).toBeUndefined()
  }
  await page.goto('/en/member/messageV2')
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fmember%2FmessageV2$/)
  const form = page.getByRole('main')
  // The page's form is filled once it is live (React has taken it over), as a player's would be.
  await page.waitForFunction(() => {
    const element = document.querySelector('main form')
    return !!element && Object.keys(element).some((key) => key.startsWith('__react'))
  })
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill('vip01')
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Vip#2026')
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/en\/member\/messageV2$/)
  await expect(centre(page).getByRole('link', { name: /Platform messages/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('at 360 px the page list is one scrollable row and nothing spills sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/en')
  await signIn(page, 'vip01', 'Vip#2026')
  await page.goto('/en/member/securityCenter')
  const dialog = centre(page)
  const nav = dialog.getByRole('navigation', { name: 'Member centre pages' })
  const first = await nav.getByRole('link', { name: 'My account' }).boundingBox()
  const second = await nav.getByRole('link', { name: 'Deposit' }).boundingBox()
  expect(first && second && Math.abs(first.y - second.y) < 2).toBe(true)
  const overflow = await nav.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
  expect(overflow.scroll).toBeGreaterThan(overflow.client)
  const panel = await dialog.evaluate((el) => el.getBoundingClientRect().width)
  expect(panel).toBeLessThanOrEqual(360)
  await expect(dialog.getByRole('region', { name: 'Profile' })).toBeVisible()
  const widest = await dialog
    .getByRole('region', { name: 'Profile' })
    .evaluate((el) => el.getBoundingClientRect().right)
  expect(widest).toBeLessThanOrEqual(360)
  // The last entry scrolls into reach.
  await nav.getByRole('link', { name: 'Platform messages' }).click()
  await expect(page).toHaveURL(/\/en\/member\/messageV2$/)
  await expect(nav.getByRole('link', { name: /Platform messages/ })).toBeInViewport()
})
