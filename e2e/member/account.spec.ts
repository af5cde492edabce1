import { sessionOf } from '../auth/support'
import { expect, inLanguage, signedInAs, test } from '../fixtures'
import { startFreePlay } from '../games/support'
import { LoginForm, ChangePasswordDialog } from '../pages/login'
import { PORTAL_URL } from '../support/env'

// The member centre in English: the avatar menu opens it on my account, the page list works from the
// keyboard, closing returns to where the player was, and who may not open it is told so or sent to log in.

test.use({ lang: 'en' })

// vip01's saved session, shared with other journeys: these only look around the centre.
signedInAs('vip01', () => {
  test('the avatar menu opens my account with the member’s own data, and closing returns to the lobby', async ({
    page,
    header,
    memberCentre,
  }) => {
    await header.openLive('/en/rng')
    await header.openMenu()
    await header.menuItem('memberCentre').click()

    await expect(page).toHaveURL(/\/en\/member\/securityCenter$/)
    const { dialog, nav } = memberCentre
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Member centre', level: 1 })).toBeFocused()
    await expect(nav.getByRole('link')).toHaveText([
      'My account',
      'My wallet',
      'Deposit',
      'Withdrawal',
      // Transfer to upline only for members with an upline; vip01 has none.
      'Betting record',
      'Account record',
      'Profit and loss',
      'Bonus details',
      'Reward centre',
      'Missions',
      'Invite friends',
      // With the count of unread messages beside it, when there are any.
      /^Platform messages/,
      'Player protection',
      'Feedback',
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

  test('my account arrives from the server with the balance in it, so nothing fills in after the first paint', async ({
    page,
  }) => {
    const res = await page.request.get('/en/member/securityCenter')
    expect(res.status()).toBe(200)
    expect(await res.text()).toMatch(/data-testid="member-balance">R\$ [\d,]+\.\d{2}</)
  })

  test('the page list works from the keyboard, /member reopens the last page, the close button leaves', async ({
    page,
    header,
    memberCentre,
  }) => {
    await header.openLive('/en/promotions')
    await memberCentre.open('securityCenter')
    const { dialog, nav } = memberCentre
    await expect(dialog.getByRole('heading', { name: 'Member centre', level: 1 })).toBeFocused()

    await page.keyboard.press('Tab')
    await expect(memberCentre.closeButton).toBeFocused()
    await memberCentre.moveFocus('Tab', 'My account')
    await memberCentre.moveFocus('ArrowDown', 'My wallet')
    await memberCentre.moveFocus('ArrowDown', 'Deposit')
    await memberCentre.moveFocus('ArrowRight', 'Withdrawal')
    await memberCentre.moveFocus('End', 'Feedback')
    await memberCentre.moveFocus('ArrowDown', 'My account')
    await memberCentre.moveFocus('ArrowUp', /^Platform messages/, 3)
    await memberCentre.moveFocus('ArrowUp', 'Bonus details', 4)
    await memberCentre.moveFocus('ArrowUp', 'Account record', 2)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/member\/transactionHistory$/)
    await expect(nav.getByRole('link', { name: 'Account record' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'My account' })).not.toHaveAttribute('aria-current', 'page')
    await expect(dialog.getByRole('region', { name: 'Period' })).toBeVisible()

    // The page shown last is where /member opens next time.
    await memberCentre.open()
    await expect(page).toHaveURL(/\/en\/member\/transactionHistory$/)

    await memberCentre.closeButton.click()
    await expect(page).toHaveURL(/\/en\/promotions$/)
    await expect(dialog).toHaveCount(0)
  })

  test('at 360 px the page list is one scrollable row and nothing spills sideways', async ({
    page,
    memberCentre,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await memberCentre.open('securityCenter')
    const { dialog, nav } = memberCentre
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
})

test('change password from my account, then sign in with the new one', async ({
  page,
  header,
  memberCentre,
  member: { username, password },
}) => {
  await memberCentre.open('securityCenter')
  const dialog = memberCentre.dialog
  await dialog.getByRole('button', { name: 'Change password' }).click()

  const changeDialog = new ChangePasswordDialog(page, 'en')
  const change = changeDialog.root
  await expect(change).toBeVisible()
  // Not forced: the current password is asked, and the dialog may simply be closed.
  await change.getByRole('button', { name: 'Close' }).click()
  await expect(change).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Change password' })).toBeFocused()

  await dialog.getByRole('button', { name: 'Change password' }).click()
  await changeDialog.current.fill(password)
  await changeDialog.submit('Changed#2027')
  await expect(change).toBeHidden()

  const login = await changeDialog.loginAgain()
  await login.signIn(username, password)
  await expect(login.alert).toBeVisible()
  await login.password.fill('Changed#2027')
  await login.submit.click()
  await expect(login.root).toBeHidden()
  await expect(header.accountMenu).toBeVisible()
  const session = await sessionOf(page)
  expect(session.data).toMatchObject({ account: username })
})

test('a trial player is told a real account is needed', async ({ page, memberCentre }) => {
  await page.goto('/en')
  await startFreePlay(page)
  await memberCentre.open('transactionHistory')
  const dialog = memberCentre.dialog
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

test('a signed-out visitor is sent to log in and comes back to the page asked for', async ({
  page,
  memberCentre,
}) => {
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
  const login = LoginForm.page(page, 'en')
  // The page's form is filled once it is live (React has taken it over), as a player's would be.
  await page.waitForFunction(() => {
    const element = document.querySelector('main form')
    return !!element && Object.keys(element).some((key) => key.startsWith('__react'))
  })
  await login.signIn('vip01', 'Vip#2026')
  await expect(page).toHaveURL(/\/en\/member\/messageV2$/)
  await expect(memberCentre.dialog.getByRole('link', { name: /Platform messages/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

inLanguage('pt', () => {
  test('labels, the club and the wallets show by their Portuguese names, never by their codes', async ({
    member: { page },
  }) => {
    // Some money in a vendor wallet, so the balance lists its wallets.
    await page.goto('/member/transferFund')
    const moved = await page.request.post('/api/funds/transfer', {
      data: { from: 'MAIN', to: 'VELV', amount: '4', requestId: `names-${Date.now()}` },
      headers: { Origin: PORTAL_URL },
    })
    expect(moved.status()).toBe(200)
    await page.goto('/member/securityCenter')
    const profile = page.getByRole('region', { name: 'Perfil' })
    const fact = (term: string) =>
      profile.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')
    // A member registered this week carries the platform's label "New".
    await expect(fact('Etiquetas do membro')).toHaveText('Novo')
    await expect(fact('Clube')).toContainText('Bronze')
    const balance = page.getByRole('region', { name: 'Saldo' })
    await expect(balance.locator('dt')).toHaveText([
      'Saldo total',
      'Carteira principal',
      'Carteira Velvet Live',
    ])
    await expect(page.locator('main, [role="dialog"]').first()).not.toContainText(
      /Carteira (\d|VELV)|\bNew\b/,
    )
  })
})
