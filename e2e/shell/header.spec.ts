import { expect, test } from '../fixtures'
import { signIn } from '../support/accounts'
import { hostUrl } from '../support/env'
import { skipAnnouncementPopups } from '../support/popups'

test.describe('header', () => {
  // These journeys always spoke from the one address.
  test.use({ isolated: false })

  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  test('a visitor sees login, register and free demo where the tenant offers them', async ({ page }) => {
    await page.goto('/en')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login')
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register')
    await expect(header.getByRole('button', { name: 'Free demo' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Account menu' })).toHaveCount(0)

    // Verdant has free play switched off.
    await page.goto(hostUrl('verdant.localhost', '/en'))
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Free demo' })).toHaveCount(0)
  })

  test('a member sees deposit, withdraw, the balance and the account menu, and signs out after confirming', async ({
    page,
  }) => {
    await page.goto('/en')
    await signIn(page, 'player01', 'Player#2026')
    // Hold the first balance answer back a moment: the header says it is updating meanwhile.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      '**/api/wallet/balance',
      async (route) => {
        await held
        await route.continue()
      },
      { times: 1 },
    )
    await page.reload()
    const header = page.getByRole('banner')
    await expect(header.locator('output')).toHaveText('Updating…')
    release()
    await expect(header.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/en/member/depositv2',
    )
    await expect(header.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/en/member/withdraw',
    )
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0)

    // Other journeys play with this account, so the amount itself moves; its form does not.
    const balance = header.locator('output')
    const amount = /^R\$ \d{1,3}(,\d{3})*\.\d{2}$/
    await expect(balance).toHaveText(amount)
    await header.getByRole('button', { name: 'Hide balance' }).click()
    await expect(header.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true')
    await expect(balance).not.toContainText('R$')
    await header.getByRole('button', { name: 'Hide balance' }).click()
    await expect(balance).toHaveText(amount)
    const refresh = header.getByRole('button', { name: 'Refresh balance' })
    await refresh.click()
    await expect(refresh).toBeEnabled()
    await expect(balance).toHaveText(amount)

    await header.getByRole('button', { name: /Account menu/ }).click()
    const menu = page.getByRole('menu', { name: 'Account menu' })
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Member centre',
      'Account record',
      'Betting record',
      // Not an agent: the way to the affiliate programme (spec §6).
      'Affiliate programme',
      // The session clock and net position, leading to the protection tools.
      /^Time since sign-in \d+:\d\d:\d\d/,
      'Sign out',
    ])
    await expect(menu.getByRole('menuitem', { name: 'Account record' })).toHaveAttribute(
      'href',
      '/en/member/transactionHistory',
    )
    await expect(menu.getByRole('menuitem', { name: 'Member centre' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused()
    await page.keyboard.press('Enter')

    const confirm = page.getByRole('alertdialog', { name: 'Sign out?' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible()

    await header.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page
      .getByRole('alertdialog', { name: 'Sign out?' })
      .getByRole('button', { name: 'Sign out' })
      .click()
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Deposit' })).toHaveCount(0)
  })

  // agent01's saved session is shared with other journeys: this one only opens the menu. The member
  // journey above signs out, so it signs player01 in on a session of its own.
  test('an agent also gets the agent centre in the account menu', async ({ page, asRole }) => {
    await asRole('agent01')
    await page.goto('/en')
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click()
    await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toHaveAttribute(
      'href',
      '/en/agent/overview',
    )
  })

  test('free demo starts a trial account with demo credit and no deposit button', async ({ page }) => {
    await page.goto('/en')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Free demo' }).click()
    await expect(header.getByText('Free demo', { exact: true })).toBeVisible()
    await expect(header.locator('output')).toHaveText('R$ 2,000.00')
    await expect(header.getByRole('link', { name: 'Deposit' })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Create a real account' })).toBeVisible()
  })

  test('the theme switch turns dark, survives a reload and turns light again', async ({ page }) => {
    await page.goto('/en')
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'light')
    const toggle = page.getByRole('switch', { name: 'Dark theme' })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await toggle.click()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe('rgb(14, 16, 20)')

    await page.reload()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await page.getByRole('switch', { name: 'Dark theme' }).click()
    await expect(html).toHaveAttribute('data-theme', 'light')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  })
})
