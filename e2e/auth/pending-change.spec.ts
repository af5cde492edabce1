import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { Header } from '../pages/header'
import { ChangePasswordDialog } from '../pages/login'
import { apiClient, ownAddress, registerAccount } from '../support/accounts'
import { PLATFORM_URL } from '../support/env'
import { popupsOf, skipVisitorPopups } from '../support/popups'
import { lastMessage } from './support'

// A temporary password signs in with a password change pending. Until the change nothing member-only
// loads or shows; after it, the member's pop-ups wait until the sign-in has finished and its dialog
// has closed.
test.use({ lang: 'en', isolated: false })

// A new account whose password was reset by e-mail: it signs in with the temporary password.
async function withTemporaryPassword(playwright: Parameters<typeof apiClient>[0]) {
  const email = `pending${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`
  const account = await registerAccount(await apiClient(playwright), { email })
  const reset = await fetch(`${PLATFORM_URL}/wps/member/password/email`, {
    method: 'POST',
    headers: {
      Merchant: 'SOL1',
      Language: 'EN',
      'X-Gateway-Version': '3',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ username: account.username, email }).toString(),
  })
  expect(reset.status).toBe(200)
  return { account, temporary: (await lastMessage({ email })).code }
}

test('a pending password change shows and loads nothing of the account, and pop-ups wait for the sign-in', async ({
  page,
  context,
  playwright,
}) => {
  await ownAddress(context)
  await skipVisitorPopups(context)
  const [memberPopup] = await popupsOf('A')
  expect(memberPopup).toBeTruthy()

  const { account, temporary } = await withTemporaryPassword(playwright)

  const refused: string[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.status() === 403) {
      refused.push(response.url())
    }
  })
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })

  const header = new Header(page, 'en')
  await page.goto('/en')
  const login = await header.openLogin()
  await login.signIn(account.username, temporary)

  const change = new ChangePasswordDialog(page, 'en')
  await expect(change.forcedNotice).toBeVisible()
  // The page has been rendered again for the new session: the visitor's links have gone.
  await expect(header.loginLink).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(1)
  const banner = header.banner
  await expect(banner.getByRole('link', { name: 'Deposit' })).toHaveCount(0)
  await expect(banner.getByRole('link', { name: 'Withdraw' })).toHaveCount(0)
  await expect(header.accountMenu).toHaveCount(0)
  await expect(banner.getByText('Unavailable')).toHaveCount(0)

  await change.submit('Pending#2027')
  const again = await change.loginAgain()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await again.signIn(account.username, 'Pending#2027')
  await expect(again.root).toBeHidden()
  await expect(header.accountMenu).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Deposit' })).toBeVisible()

  // The member's pop-up comes once the sign-in is complete, alone.
  const popup = page.getByRole('dialog', { name: memberPopup!.title })
  await expect(popup).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  expect(refused).toEqual([])
  expect(consoleErrors.filter((text) => /403|Forbidden/.test(text))).toEqual([])
})

// A visitor of their own address signs in with a temporary password: the forced change is open.
async function signInForcedToChange(
  page: Page,
  context: BrowserContext,
  playwright: Parameters<typeof apiClient>[0],
) {
  await ownAddress(context)
  await skipVisitorPopups(context)
  const { account, temporary } = await withTemporaryPassword(playwright)
  const header = new Header(page, 'en')
  await page.goto('/en')
  await (await header.openLogin()).signIn(account.username, temporary)
  const change = new ChangePasswordDialog(page, 'en')
  await expect(change.forcedNotice).toBeVisible()
  return { account, header, change }
}

test('the forced change is one form, new password only, that cannot be dismissed, after a reload too', async ({
  page,
  context,
  playwright,
}) => {
  const { account, header, change } = await signInForcedToChange(page, context, playwright)
  await expect(change.current).toHaveCount(0)

  // The page loaded afresh: the same form, still without the current password.
  await page.reload()
  await expect(change.forcedNotice).toBeVisible()
  await expect(change.newPassword).toBeVisible()
  await expect(change.current).toHaveCount(0)
  // Neither Escape (twice, which browsers otherwise honour), the backdrop nor a close button dismisses it.
  await expect(change.root.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await change.newPassword.focus()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await page.mouse.click(5, 5)
  await expect(change.root).toBeVisible()
  await expect(change.forcedNotice).toBeVisible()

  await change.submit('Reloaded#2027')
  const again = await change.loginAgain()
  await again.signIn(account.username, 'Reloaded#2027')
  await expect(header.accountMenu).toBeVisible()
})

test('the forced change offers signing out instead', async ({ page, context, playwright }) => {
  const { header, change } = await signInForcedToChange(page, context, playwright)
  await change.root.getByRole('button', { name: 'Sign out' }).click()
  await expect(header.loginLink).toBeVisible()
  await expect(change.root).toHaveCount(0)
})
