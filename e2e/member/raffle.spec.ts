import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { LoginForm } from '../pages/login'
import { localePath, type Lang } from '../pages/locale'
import { PORTAL_URL } from '../support/env'
import { creditMember, drawRaffle } from '../support/platform'
import { balanceMinor, playDice } from './support'

// A raffle, in Portuguese and English: a fresh member wagers the day's 10.00 in house rounds, joins the
// daily cash draw on its promotion page (a second tab that still offers the join is refused), the test
// control draws that raffle now, and the prize waits in the reward centre, where it is claimed once and
// the balance moves by it once. A visitor is asked to log in and comes back to the promotion.

const TEXT = {
  pt: {
    promotion: 'Sorteio diário em dinheiro',
    raffle: 'Sorteio',
    join: 'Participar do sorteio',
    joined: 'Você está neste sorteio. Os prêmios chegam à sua central de recompensas.',
    twice: 'Você já participa deste sorteio.',
    signIn: 'Entre para participar do sorteio',
    rewards: 'Minhas recompensas',
    claim: /^Resgatar Prêmio de sorteio R\$ 10,00$/,
    amount: 'R$ 10,00',
    claimed: 'R$ 10,00 creditado na sua carteira principal.',
    status: 'Resgatada',
  },
  en: {
    promotion: 'Daily cash draw',
    raffle: 'Raffle',
    join: 'Join the draw',
    joined: 'You are in this draw. Prizes land in your reward centre.',
    twice: 'You have already joined this draw.',
    signIn: 'Log in to join the draw',
    rewards: 'My rewards',
    claim: /^Claim Raffle prize R\$ 10\.00$/,
    amount: 'R$ 10.00',
    claimed: 'R$ 10.00 credited to your main wallet.',
    status: 'Claimed',
  },
} as const

// Opens the daily cash draw from the promotions list; answers its promotion id.
async function openRaffle(page: Page, lang: Lang): Promise<string> {
  await page.goto(localePath(lang, '/promotions'))
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: TEXT[lang].promotion }) })
    .getByRole('link')
    .click()
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/)
  return new URL(page.url()).searchParams.get('id')!
}

for (const lang of ['pt', 'en'] as const) {
  test.describe(lang === 'pt' ? 'em português' : 'in English', () => {
    test.use({ lang })
    const t = TEXT[lang]

    test('a member joins a raffle once, it is drawn, and the prize is claimed once in the reward centre', async ({
      member: { page, username },
      memberCentre,
      context,
    }) => {
      test.setTimeout(90_000)
      // Enough for ten 1.00 rounds whatever the dice say: the draw asks for 10.00 wagered today.
      await creditMember(username, 50_00)
      await playDice(page, 10)
      const promotionId = await openRaffle(page, lang)
      const raffle = page.getByRole('region', { name: t.raffle, exact: true })
      // A second tab, opened before the join, still offers it.
      const other = await context.newPage()
      await other.goto(page.url())
      const otherRaffle = other.getByRole('region', { name: t.raffle, exact: true })
      // The standing is read in the browser after the page loads: give it a busy machine's time.
      await expect(otherRaffle.getByRole('button', { name: t.join })).toBeEnabled({ timeout: 30_000 })

      await raffle.getByRole('button', { name: t.join }).click()
      await expect(raffle.getByRole('status')).toHaveText(t.joined)
      await expect(raffle.getByRole('button', { name: t.join })).toHaveCount(0)
      await otherRaffle.getByRole('button', { name: t.join }).click()
      await expect(otherRaffle.getByRole('alert')).toHaveText(t.twice)
      await other.close()

      await drawRaffle(promotionId)
      await memberCentre.open('rewardCenter')
      const rewards = memberCentre.region(t.rewards)
      const prize = rewards.locator('tr[data-source="raffle"]')
      await expect(prize).toHaveCount(1, { timeout: 30_000 })
      await expect(prize).toHaveAttribute('data-status', 'pending')
      await expect(prize).toContainText(t.amount)
      const before = await balanceMinor(page)
      await prize.getByRole('button', { name: t.claim }).click()
      await expect(rewards.getByTestId('claim-outcome')).toHaveText(t.claimed)
      await expect(prize).toHaveAttribute('data-status', 'claimed')
      await expect(prize).toContainText(t.status)
      expect(await balanceMinor(page)).toBe(before + 10_00)

      // Claimed once: the same claim again is refused and the balance stays.
      const { rewards: list } = (await (await page.request.get('/api/rewards')).json()).data as {
        rewards: Array<{ id: string; source: string }>
      }
      const rewardId = list.find((reward) => reward.source === 'raffle')!.id
      const again = await page.request.post('/api/rewards/claim', {
        data: { rewardId },
        headers: { Origin: PORTAL_URL },
      })
      expect(again.status()).toBe(400)
      expect(((await again.json()) as { error: { fields: Record<string, string> } }).error.fields._).toBe(
        'claimed',
      )
      expect(await balanceMinor(page)).toBe(before + 10_00)
    })
  })
}

test('a visitor is asked to log in to join a raffle and comes back to it', async ({ page, account }) => {
  test.setTimeout(90_000)
  const t = TEXT.pt
  await openRaffle(page, 'pt')
  const here = page.url()
  const raffle = page.getByRole('region', { name: t.raffle, exact: true })
  await raffle.getByRole('link', { name: t.signIn }).click({ timeout: 30_000 })
  const login = LoginForm.dialog(page, 'pt')
  await expect(login.root).toBeVisible()
  await expect(page).toHaveURL(here)
  await login.signIn(account.username, account.password)
  await expect(page).toHaveURL(here)
  await expect(raffle.getByRole('button', { name: t.join })).toBeDisabled({ timeout: 30_000 })
  await expect(raffle.getByRole('link', { name: t.signIn })).toHaveCount(0)
})
