import { expect, test } from '../fixtures'

// The demo roles' saved sessions are shared with other journeys: these only play and look, never sign out.
// These journeys always spoke from the one address and met the pop-ups as they come.
test.use({ isolated: false })

test.describe('lotteries', () => {
  test('each vendor kind routes to its lottery area', async ({ page }) => {
    await page.goto('/en/lottery')
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible()
    const games = page.getByRole('navigation', { name: 'Draw games' })
    await games.getByRole('link', { name: 'Mien Bac' }).click()
    await expect(page).toHaveURL(/\/en\/vnlottery\?gameCode=mien_bac$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Vietnamese lottery' })).toBeVisible()
    // The Vietnamese results are public.
    const results = page.getByRole('region', { name: 'Latest results' })
    await expect(results.getByRole('row')).toHaveCount(11)
    await expect(page.getByText('Log in to bet on the lottery.')).toBeVisible()

    await page.goto('/en/lottery')
    await games.getByRole('link', { name: 'Quick 3D' }).click()
    await expect(page).toHaveURL(/\/en\/elott\?gameCode=quick_3d$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Southeast Asian lottery' })).toBeVisible()
    await expect(games.getByRole('link', { name: 'Quick 3D' })).toHaveAttribute('aria-current', 'page')
  })

  test('a member gets the lottery lobby in a frame with the draws', async ({ page, asRole }) => {
    await asRole('agent01')
    await page.goto('/en/vnlottery?gameCode=mien_nam')
    const frame = page.frameLocator('iframe[title="Mien Nam lottery lobby"]')
    await expect(frame.getByRole('heading', { name: 'Northern Lotto VN' })).toBeVisible()
    await expect(frame.getByRole('heading', { name: 'Mien Nam' })).toBeVisible()
    await expect(frame.getByRole('table').getByRole('row')).toHaveCount(21)

    await page.goto('/en/elott?gameCode=keno_80')
    const sea = page.frameLocator('iframe[title="Keno 80 lottery lobby"]')
    await expect(sea.getByRole('heading', { name: 'Southeast Draws' })).toBeVisible()
    await expect(sea.getByRole('table').getByRole('row')).toHaveCount(21)
  })

  for (const path of ['/en/lottery', '/en/elott', '/en/vnlottery']) {
    test(`${path} shows the game tabs and the results once, the framed lobby's`, async ({ page, asRole }) => {
      await asRole('agent01')
      await page.goto(path)
      const frame = page.frameLocator('iframe[title$="lottery lobby"]')
      await expect(frame.getByRole('table').getByRole('row').first()).toBeVisible()
      await expect(frame.getByRole('navigation')).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: 'Draw games' })).toHaveCount(0)
      await expect(page.getByRole('region', { name: 'Latest results' })).toHaveCount(0)
      await expect(page.getByRole('table')).toHaveCount(0)
    })
  }

  test('/vnlottery hides the top and left bars', async ({ page }) => {
    await page.goto('/en/vnlottery')
    await expect(page.locator('html')).toHaveAttribute('data-bars', 'hidden')
  })
})

test.describe('seamless', () => {
  test('hides the top and left bars unless the address allows them', async ({ page }) => {
    await page.goto('/en/seamless')
    await expect(page.getByRole('heading', { level: 1, name: 'Full-screen play' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-bars', 'hidden')
    await expect(page.getByRole('banner')).toBeHidden()

    await page.goto('/en/seamless?bars=show')
    await expect(page.getByRole('heading', { level: 1, name: 'Full-screen play' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-bars', 'hidden')
    await expect(page.getByRole('banner')).toBeVisible()
  })

  test('a member plays a game there, still without bars', async ({ page, asRole }) => {
    await asRole('agent01')
    await page.goto('/en/seamless')
    await page.getByRole('link', { name: 'Play Dice' }).click()
    await expect(page).toHaveURL(/\/en\/seamless\?vendor=HOUSE&type=INHOUSE&game=\d+/)
    await expect(page.locator('html')).toHaveAttribute('data-bars', 'hidden')
    await expect(
      page.frameLocator('iframe[title="Dice game window"]').getByRole('button', { name: 'Roll' }),
    ).toBeVisible()
  })
})
