import { expect, test } from '@playwright/test'
import { platformValue } from './support'

type GameList = { games: Array<{ gameName: string; vassalage: string; minBet: number }>; totalCount: number }

test.describe('game lobbies', () => {
  test('browse the slots lobby, switch vendor tab and page through', async ({ page }) => {
    const all = await platformValue<GameList>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')
    const kite = await platformValue<GameList>(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=KITE&pageSize=1',
    )

    await page.goto('/en/rng')
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
    const tabs = page.getByRole('navigation', { name: 'Providers' })
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    const grid = page.getByRole('list', { name: 'Slots' })
    await expect(grid.getByRole('listitem')).toHaveCount(42)
    await expect(page.getByRole('status').filter({ hasText: `${all.totalCount} games` })).toBeVisible()

    await tabs.getByRole('link', { name: 'Kite Slots' }).click()
    await expect(page).toHaveURL(/\/en\/rng\?vendor=KITE$/)
    await expect(tabs.getByRole('link', { name: 'Kite Slots' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('status').filter({ hasText: `${kite.totalCount} games` })).toBeVisible()
    await expect(grid.getByRole('listitem')).toHaveCount(42)
    await expect(grid.getByText('LUMA', { exact: true })).toHaveCount(0)

    const pager = page.getByRole('navigation', { name: 'Pages' })
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

  test('search by name and filter by minimum bet', async ({ page }) => {
    const golden = await platformValue<GameList>(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=golden&pageSize=200',
    )
    expect(golden.totalCount).toBeGreaterThan(0)

    await page.goto('/en/rng')
    const filters = page.getByRole('search', { name: 'Filter games' })
    await filters.getByRole('searchbox', { name: 'Search by name' }).fill('golden')
    await filters.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/q=golden/)
    const grid = page.getByRole('list', { name: 'Slots' })
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
    await expect(page.getByRole('status').filter({ hasText: `${cheap.totalCount} games` })).toBeVisible()
    await expect(grid.getByText('Min. R$ 0.10').first()).toBeVisible()
    await expect(grid.getByText(/Min\. R\$ (0\.[2-9]|[1-9])/)).toHaveCount(0)

    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/en\/rng$/)

    await filters.getByRole('searchbox', { name: 'Search by name' }).fill('no such game anywhere')
    await filters.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('No games match. Try another name or filter.')).toBeVisible()
  })

  test('esports vendors are split out of sports', async ({ page }) => {
    await page.goto('/en/esports')
    const tabs = page.getByRole('navigation', { name: 'Providers' })
    await expect(tabs.getByRole('link')).toHaveCount(6)
    await expect(tabs.getByRole('link', { name: 'Apex Versus Esports' })).toBeVisible()
    await page.goto('/en/sports')
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
    await expect(first).toHaveAttribute('data-loaded', 'true')
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
