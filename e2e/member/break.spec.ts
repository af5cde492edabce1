import { houseGames } from '../games/support'
import { expect, test } from '../fixtures'
import { home, localePath } from '../pages/locale'
import { signIn } from '../support/accounts'
import { inPortugueseAndEnglish, post } from './support'

// Breaks that are breaks (RTS 14A), in Portuguese and English: once a member starts a time-out, the home
// page, a lobby, the promotions, the reward centre and missions and a game's page show the break, its end
// and the way to help, and no game, banner, promotion, reward or "popular games" anywhere; signing in
// again keeps it so. Each journey registers its own member.

const TEXTS = {
  pt: {
    title: 'Você está em uma pausa',
    help: 'Obter ajuda',
    banner: 'Destaques',
    popular: 'Jogos populares',
  },
  en: { title: 'You are taking a break', help: 'Get help', banner: 'Highlights', popular: 'Popular games' },
}

inPortugueseAndEnglish(TEXTS, (t, lang) => {
  test('a player on a time-out sees no game, banner or promotion anywhere, only the break and help', async ({
    member: { page, username, password },
  }) => {
    test.setTimeout(90_000)
    const { dice } = await houseGames()
    // Before the break the home page offers games.
    await page.goto(home(lang))
    await expect(page.locator('main a[href*="/game?"]').first()).toBeVisible()

    await post(page, '/api/member/protection/block', { kind: 'timeout', duration: '24h', confirm: true })

    const pages = [
      home(lang),
      localePath(lang, '/rng'),
      localePath(lang, '/live'),
      localePath(lang, '/promotions'),
      localePath(lang, '/member/rewardCenter'),
      localePath(lang, '/member/missionLeaderboard'),
      localePath(lang, `/game?vendor=HOUSE&type=INHOUSE&game=${dice}`),
    ]
    const expectOnlyTheBreak = async () => {
      const notice = page.getByTestId('break-notice')
      await expect(notice.getByRole('heading', { name: t.title })).toBeVisible()
      await expect(notice.getByTestId('break-end')).toHaveText(/\d/)
      await expect(notice.getByRole('link', { name: t.help })).toHaveAttribute(
        'href',
        localePath(lang, '/help'),
      )
      await expect(page.locator('main a[href*="/game?"]')).toHaveCount(0)
      await expect(page.locator('main a[href*="promoDetail"]')).toHaveCount(0)
      await expect(page.locator('iframe')).toHaveCount(0)
      await expect(page.getByRole('region', { name: t.banner })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: t.popular })).toHaveCount(0)
    }
    for (const path of pages) {
      await page.goto(path)
      await expectOnlyTheBreak()
    }

    // A new sign-in learns of the break from the platform.
    await page.request.post('/api/auth/logout', { headers: { Origin: new URL(page.url()).origin } })
    await signIn(page, username, password)
    await page.goto(home(lang))
    await expectOnlyTheBreak()
  })
})
