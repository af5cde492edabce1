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

test('a pending password change shows and loads nothing of the account, and pop-ups wait for the sign-in', async ({
  page,
  context,
  playwright,
}) => {
  await ownAddress(context)
  await skipVisitorPopups(context)
  const [memberPopup] = await popupsOf('A')
  expect(memberPopup).toBeTruthy()

  const email = `pending${Date.now()}@example.com`
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
  const temporary = (await lastMessage({ email })).code

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
