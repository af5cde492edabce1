import { expect, test } from '../fixtures'
import { platformValue } from './support'

// These journeys always spoke from the one address and met the pop-ups as they come.
test.use({ isolated: false, lang: 'en' })

type GameList = { games: Array<{ gameName: string; vassalage: string; minBet: number }>; totalCount: number }

test.describe('game lobbies', () => {
  test('browse the slots lobby, switch vendor tab and page through', async ({ page, lobby }) => {
    const all = await platformValue<GameList>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')
    const kite = await platformValue<GameList>(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=KITE&pageSize=1',
    )

    await lobby.open('rng')
    await expect(lobby.heading('Slots')).toBeVisible()
    const tabs = lobby.providers
    await expect(lobby.tab('All')).toHaveAttribute('aria-current', 'page')
    const grid = lobby.grid('Slots')
    await expect(grid.getByRole('listitem')).toHaveCount(42)
    await expect(lobby.total(all.totalCount)).toBeVisible()

    await lobby.tab('Kite Slots').click()
    await expect(page).toHaveURL(/\/en\/rng\?vendor=KITE$/)
    await expect(lobby.tab('Kite Slots')).toHaveAttribute('aria-current', 'page')
    await expect(lobby.total(kite.totalCount)).toBeVisible()
    await expect(grid.getByRole('listitem')).toHaveCount(42)
    await expect(grid.getByText('LUMA', { exact: true })).toHaveCount(0)

    const pager = lobby.pager
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await pager.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/vendor=KITE&pageNo=2/)
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(grid.getByRole('listitem')).toHaveCount(kite.totalCount - 42)
    await expect(pager.getByRole('link', { name: 'Next page' })).toHaveCount(0)
    await pager.getByRole('link', { name: 'First page' }).click()
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

    // A change of vendor starts again at page 1.
    await page.goto('/en/rng?vendor=KITE&pageNo=2')
    await tabs.getByRole('link', { name: 'Orbix Gaming' }).click()
    await expect(page).toHaveURL(/\/en\/rng\?vendor=ORBX$/)

    // The slots lobby also takes its vendor tab from ?page=.
    await page.goto('/en/rng?page=KITE')
    await expect(tabs.getByRole('link', { name: 'Kite Slots' })).toHaveAttribute('aria-current', 'page')
  })

  test('search by name and filter by minimum bet', async ({ page, lobby }) => {
    const golden = await platformValue<GameList>(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=golden&pageSize=200',
    )
    expect(golden.totalCount).toBeGreaterThan(0)

    await lobby.open('rng')
    const filters = lobby.filters
    await filters.getByRole('searchbox', { name: 'Search by name' }).fill('golden')
    await filters.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/q=golden/)
    const grid = lobby.grid('Slots')
    await expect(grid.getByRole('listitem')).toHaveCount(Math.min(42, golden.totalCount))
    for (const name of await grid.getByRole('listitem').getByRole('link').allInnerTexts()) {
      expect(name.toLowerCase()).toContain('golden')
    }

    await filters.getByRole('searchbox', { name: 'Search by name' }).fill('')
    await filters.getByRole('combobox', { name: 'Minimum bet' }).selectOption({ label: 'Up to R$ 0.10' })
    await filters.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/minBet=10/)
    const cheap = await platformValue<GameList>(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=10&pageSize=1',
    )
    await expect(lobby.total(cheap.totalCount)).toBeVisible()
    await expect(grid.getByText('Min. R$ 0.10').first()).toBeVisible()
    await expect(grid.getByText(/Min\. R\$ (0\.[2-9]|[1-9])/)).toHaveCount(0)

    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/en\/rng$/)

    await filters.getByRole('searchbox', { name: 'Search by name' }).fill('no such game anywhere')
    await filters.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('No games match. Try another name or filter.')).toBeVisible()
  })

  test('esports vendors are split out of sports', async ({ lobby }) => {
    await lobby.open('esports')
    const tabs = lobby.providers
    await expect(tabs.getByRole('link')).toHaveCount(6)
    await expect(tabs.getByRole('link', { name: 'Apex Versus Esports' })).toBeVisible()
    await lobby.open('sports')
    await expect(tabs.getByRole('link', { name: 'Fieldstone Sports' })).toBeVisible()
    await expect(tabs.getByRole('link', { name: 'Apex Versus Esports' })).toHaveCount(0)
  })

  test('a vendor card that lists its games opens them in a dialog', async ({ page }) => {
    await page.goto('/en/live')
    await page.getByRole('link', { name: 'Velvet Live: open the game list' }).click()
    const dialog = page.getByRole('dialog', { name: 'Games by Velvet Live' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('listitem')).toHaveCount(21)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('works at 360 px in Portuguese, with lazy images loading as they scroll in', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/inhouse')
    await expect(page.getByRole('heading', { level: 1, name: 'Jogos da casa' })).toBeVisible()
    const grid = page.getByRole('list', { name: 'Jogos da casa' })
    const first = grid.locator('img').first()
    await grid.getByRole('link').first().scrollIntoViewIfNeeded()
    await expect(first).toHaveAttribute('src', /\/assets\/games\//)
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    for (const part of [
      grid,
      page.getByRole('search'),
      page.getByRole('navigation', { name: 'Provedores' }),
    ]) {
      const box = await part.boundingBox()
      expect(box, 'the lobby part is laid out').not.toBeNull()
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360)
    }
  })
})
