import { expect, test } from '../fixtures'
import { houseGames, setGameMaintenance, startFreePlay } from './support'

// The demo roles' saved sessions are shared with other journeys: these only play and look, never sign out.
// These journeys always spoke from the one address and met the pop-ups as they come.
test.use({ isolated: false })

test.describe('launching games', () => {
  test('a visitor is asked to log in and the game does not start', async ({ page }) => {
    await page.goto('/en/inhouse')
    await page.getByRole('list', { name: 'House games' }).getByRole('link', { name: 'Play Dice' }).click()
    // The login dialog when the page has one; otherwise the game page explains that a login is needed.
    const dialog = page.getByRole('dialog', { name: /log in/i })
    const prompt = page.getByRole('heading', { name: 'Log in to play' })
    await expect(dialog.or(prompt)).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('a trial account plays a house game in free mode; a lottery needs a real account', async ({
    page,
  }) => {
    await page.goto('/en/inhouse')
    await startFreePlay(page)
    await page.reload()
    await page.getByRole('list', { name: 'House games' }).getByRole('link', { name: 'Play Dice' }).click()
    await expect(page).toHaveURL(/\/en\/game\?vendor=HOUSE&type=INHOUSE&game=\d+/)
    const frame = page.frameLocator('iframe[title="Dice game window"]')
    await expect(frame.getByRole('button', { name: 'Roll' })).toBeVisible()

    await page.goto('/en/elott')
    await expect(page.getByText('This needs a real account')).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('a member opens the game in /game, and recently played remembers it', async ({ page, asRole }) => {
    await asRole('agent01')
    await page.goto('/en/inhouse')
    await page.getByRole('list', { name: 'House games' }).getByRole('link', { name: 'Play Mines' }).click()
    await expect(page).toHaveURL(/\/en\/game\?vendor=HOUSE&type=INHOUSE&game=\d+/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mines' })).toBeVisible()
    const frame = page.frameLocator('iframe[title="Mines game window"]')
    await expect(frame.getByRole('heading', { name: /Mines/ })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Start round' })).toBeVisible()

    await page.goto('/en/inhouse')
    const recent = page.getByRole('region', { name: 'Recently played' })
    await expect(recent.getByRole('link', { name: 'Play Mines' })).toBeVisible()
  })

  test('a game under maintenance says so', async ({ page, asRole }) => {
    const { slot5x3 } = await houseGames()
    await setGameMaintenance(slot5x3, true)
    try {
      await asRole('mobile01')
      await page.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${slot5x3}`)
      await expect(page.getByText('This game is under maintenance. Please try another game.')).toBeVisible()
      await expect(page.locator('iframe')).toHaveCount(0)
      // Somewhere else to go: the popular games, without the one under maintenance.
      const popular = page.getByRole('region', { name: 'Popular games' })
      await expect(popular.getByRole('listitem').first()).toBeVisible()
      await expect(popular.getByRole('link', { name: 'Play Classic Slot 5x3' })).toHaveCount(0)
    } finally {
      await setGameMaintenance(slot5x3, false)
    }
  })

  // A fresh member of its own: favourites are the account's, and a retry must start from none.
  test('favourite and unfavourite a game', async ({ member: { page } }) => {
    await page.goto('/en/inhouse')
    const grid = page.getByRole('list', { name: 'House games' })
    const add = grid.getByRole('button', { name: 'Add Dice to favourites' })
    await expect(add).toHaveAttribute('aria-pressed', 'false')
    await add.click()
    const remove = grid.getByRole('button', { name: 'Remove Dice from favourites' })
    await expect(remove).toHaveAttribute('aria-pressed', 'true')
    const shelf = page.getByRole('region', { name: 'Your favourites' })
    await expect(shelf.getByRole('link', { name: 'Play Dice' })).toBeVisible()

    await page.reload()
    await expect(grid.getByRole('button', { name: 'Remove Dice from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await grid.getByRole('button', { name: 'Remove Dice from favourites' }).click()
    await expect(grid.getByRole('button', { name: 'Add Dice to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(shelf.getByText('Tap the heart on a game to keep it here.')).toBeVisible()
  })
})
