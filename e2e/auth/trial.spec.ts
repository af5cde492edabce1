import { expect, test } from '../fixtures'

const cases = [
  {
    name: 'Portuguese',
    path: '/',
    freePlay: 'Demo grátis',
    hot: 'Jogos em alta',
    title: 'É preciso uma conta real',
    text: 'Esta é uma conta de demonstração grátis. Cadastre uma conta real para usar este recurso.',
  },
  {
    name: 'English',
    path: '/en',
    freePlay: 'Free demo',
    hot: 'Hot games',
    title: 'Real account needed',
    text: 'This is a free demo account. Please register a real account to use this feature.',
  },
]

for (const c of cases) {
  test(`${c.name}: free play opens a trial account that plays games in free mode, not the member centre`, async ({
    page,
  }) => {
    // A trial session, a game and the member centre: three pages with scripts and a game frame.
    test.setTimeout(120_000)
    await page.goto(c.path)
    const start = page.getByRole('button', { name: c.freePlay })
    // Before the page is interactive the button does nothing yet: press until the trial session exists.
    await expect(async () => {
      if (await start.isVisible()) await start.click()
      const session = await page.request.get('/api/session')
      expect(
        ((await session.json()) as { data: { isTrial: boolean; type: number } | null }).data,
      ).toMatchObject({
        isTrial: true,
        type: 4,
      })
    }).toPass({ timeout: 40_000, intervals: [1_000, 2_000] })
    await expect(start).toBeHidden()
    // The trial session outlives a reload.
    await page.reload()
    await expect(page.getByText(c.freePlay, { exact: true }).first()).toBeVisible()
    await expect(start).toBeHidden()

    const hot = page
      .getByRole('region', { name: c.hot })
      .or(page.locator('section[aria-labelledby="hot-heading"]'))
    const game = hot.getByRole('link').first()
    await expect(game).toBeVisible()
    // The demo is for trying games: the game opens in free mode on the demo credit.
    await game.click()
    await expect(page).toHaveURL(/\/game\?/)
    await expect(page.locator('iframe[title]').first()).toBeVisible()

    // Money and the member centre stay for real accounts.
    await page.goto(`${c.path === '/' ? '' : c.path}/member`)
    const notice = page.getByRole('alert').filter({ hasText: c.text })
    await expect(notice.getByRole('heading', { name: c.title })).toBeVisible()
  })
}
