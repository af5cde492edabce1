import { expect, test } from '../fixtures'

// The member centre's pages are routes: a link on another page opens one over that page, Back closes it and
// leaves the page as it was, and the same address loaded anew is a page of its own, whose close button
// still returns to where the player was through the tab's history.

test.use({ lang: 'en', role: 'vip01' })

test('a centre page opens over the page from a link, Back closes it, a reload opens it as a page of its own', async ({
  page,
  header,
  memberCentre,
}) => {
  await header.openLive('/en/promotions')
  const promotions = page.locator('#main h1', { hasText: 'Promotions' })
  await expect(promotions).toBeVisible()
  const { dialog, nav } = memberCentre

  await header.banner.getByRole('link', { name: 'Deposit' }).click()
  await expect(page).toHaveURL(/\/en\/member\/depositv2$/)
  await expect(dialog).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page')
  // Over the promotions page, which is still there underneath.
  await expect(promotions).toHaveCount(1)

  // Another page of the centre opens in the same overlay.
  await nav.getByRole('link', { name: 'My account' }).click()
  await expect(page).toHaveURL(/\/en\/member\/securityCenter$/)
  await expect(dialog.getByRole('region', { name: 'Profile' })).toBeVisible()
  await expect(promotions).toHaveCount(1)

  await page.goBack()
  await expect(page).toHaveURL(/\/en\/member\/depositv2$/)
  await expect(nav.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page')
  await page.goBack()
  await expect(page).toHaveURL(/\/en\/promotions$/)
  await expect(dialog).toHaveCount(0)
  await expect(promotions).toBeVisible()

  // Opened again and loaded anew: the centre is the page itself, with nothing underneath.
  await header.banner.getByRole('link', { name: 'Withdraw' }).click()
  await expect(page).toHaveURL(/\/en\/member\/withdraw$/)
  await expect(dialog).toBeVisible()
  await page.reload()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Member centre', level: 1 })).toBeFocused()
  await expect(promotions).toHaveCount(0)

  // Its pages stay in the one centre, each fetched once: no router fetch is sent round again.
  const redirected: string[] = []
  page.on('response', (response) => {
    if (response.status() === 307 && new URL(response.url()).searchParams.has('_rsc'))
      redirected.push(response.url())
  })
  await nav.getByRole('link', { name: 'Account record' }).click()
  await expect(page).toHaveURL(/\/en\/member\/transactionHistory$/)
  await expect(dialog.getByRole('region', { name: 'Period' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  expect(redirected).toEqual([])

  // Closing returns to the promotions page, two pages of the centre back.
  await memberCentre.closeButton.click()
  await expect(page).toHaveURL(/\/en\/promotions$/)
  await expect(dialog).toHaveCount(0)
  await expect(promotions).toBeVisible()
})

test('/member opens the page shown last, and the default one for a page it may not open', async ({
  page,
  memberCentre,
  context,
}) => {
  await memberCentre.open('referral')
  await expect(memberCentre.nav.getByRole('link', { name: 'Invite friends' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // Noted once the page list runs.
  const kept = async () => (await context.cookies()).find((cookie) => cookie.name === 'member_page')?.value
  await expect.poll(kept).toBe('referral')
  // Decided on the server, before anything streams.
  const remembered = await page.request.get('/en/member', { maxRedirects: 0 })
  expect(remembered.status()).toBe(307)
  expect(remembered.headers().location).toMatch(/\/en\/member\/referral$/)

  // A page this member may not open (transfer to upline: vip01 has none) is not found, before anything
  // streams, by its address or through the cookie.
  expect((await page.request.get('/en/member/transferUpline')).status()).toBe(404)
  for (const value of ['transferUpline', 'nonsense', '%3Cscript%3E', 'x'.repeat(300)]) {
    const { hostname } = new URL(page.url())
    await context.addCookies([{ name: 'member_page', value, domain: hostname, path: '/' }])
    const fallback = await page.request.get('/en/member', { maxRedirects: 0 })
    expect(fallback.status()).toBe(307)
    expect(fallback.headers().location).toMatch(/\/en\/member\/securityCenter$/)
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('the 18+ note scrolls with the page and is read at its end', async ({ memberCentre }) => {
    await memberCentre.open('securityCenter')
    const { dialog } = memberCentre
    await expect(dialog.getByRole('region', { name: 'Profile' })).toBeVisible()
    // Not a strip kept over the page: at first it is below my account's content, out of view.
    const note = dialog.getByRole('link', { name: 'Responsible gaming' })
    await expect(note).not.toBeInViewport()
    await note.scrollIntoViewIfNeeded()
    await expect(note).toBeInViewport()
    await expect(dialog.getByRole('heading', { name: 'Member centre', level: 1 })).toBeInViewport()
  })
})
