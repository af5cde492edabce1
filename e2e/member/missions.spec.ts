import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { PORTAL_URL } from '../support/env'
import { balanceMinor, inPortugueseAndEnglish, minorOf, playDice } from './support'

// Missions and the reward centre, in Portuguese and English: a fresh member's "play 5 rounds today"
// mission moves with real house rounds, its reward is claimed once (the count badge goes, the balance and
// the bonus details show it), and a mission reward is claimed from the reward centre. Each journey
// registers its own member, so its missions count only its own rounds; the platform's clock never moves.

const TEXT = {
  pt: {
    missions: 'Missões',
    rewards: 'Central de recompensas',
    title: 'Jogue 5 rodadas hoje',
    progress: (n: number) => `${n} de 5`,
    claimed: 'R$ 2,00 creditado na sua carteira principal.',
    claim: 'Resgatar',
    status: 'Resgatada',
  },
  en: {
    missions: 'Missions',
    rewards: 'Reward centre',
    title: 'Play 5 rounds today',
    progress: (n: number) => `${n} of 5`,
    claimed: 'R$ 2.00 credited to your main wallet.',
    claim: 'Claim',
    status: 'Claimed',
  },
} as const

// The same claim sent again is refused as already claimed.
async function expectRefusedAsClaimed(page: Page, data: Record<string, string | null | undefined>) {
  const again = await page.request.post('/api/rewards/claim', { data, headers: { Origin: PORTAL_URL } })
  expect(again.status()).toBe(400)
  const body = (await again.json()) as { error: { fields: Record<string, string> } }
  expect(body.error.fields._).toBe('claimed')
}

inPortugueseAndEnglish(TEXT, (t) => {
  test("a mission's progress moves with play and its reward is claimed once", async ({
    member: { page },
    memberCentre,
  }) => {
    test.setTimeout(90_000)
    await memberCentre.open('missionLeaderboard')
    const mission = memberCentre.dialog.locator('li[data-mission]').filter({ hasText: t.title })
    await expect(mission.getByTestId('mission-progress')).toHaveText(t.progress(0))
    const navLink = memberCentre.link(new RegExp(`^${t.missions}`))
    await expect(navLink.getByTestId('unread-badge')).toHaveCount(0)

    await playDice(page, 3)
    await page.reload()
    await expect(mission.getByTestId('mission-progress')).toHaveText(t.progress(3))
    await expect(mission).toHaveAttribute('data-status', 'in_progress')
    await expect(mission.getByRole('button')).toHaveCount(0)

    await playDice(page, 2)
    await page.reload()
    await expect(mission).toHaveAttribute('data-status', 'claimable')
    await expect(navLink.getByTestId('unread-badge')).toContainText('1')
    const before = await balanceMinor(page)
    await mission.getByRole('button').click()
    await expect(memberCentre.dialog.getByTestId('claim-outcome')).toHaveText(t.claimed)
    await expect(mission).toHaveAttribute('data-status', 'claimed')
    await expect(mission.getByRole('button')).toHaveCount(0)
    await expect(navLink.getByTestId('unread-badge')).toHaveCount(0)
    expect(await balanceMinor(page)).toBe(before + 200)

    // Claimed once: the same claim again is refused and nothing moves.
    const missionId = await mission.getAttribute('data-mission')
    await expectRefusedAsClaimed(page, { missionId })
    expect(await balanceMinor(page)).toBe(before + 200)

    await memberCentre.open('bonusDetails')
    const bonus = memberCentre.dialog.locator('tr[data-source="mission"]')
    await expect(bonus).toHaveCount(1)
    expect(minorOf(await bonus.getByRole('cell').first().innerText())).toBe(200)
  })

  test('the reward centre claims a waiting mission reward', async ({ member: { page }, memberCentre }) => {
    test.setTimeout(90_000)
    await playDice(page, 5)
    await memberCentre.open('rewardCenter')
    await expect(memberCentre.link(t.rewards)).toHaveAttribute('aria-current', 'page')
    const row = memberCentre.dialog.locator('tr[data-source="mission"]')
    await expect(row).toHaveAttribute('data-status', 'pending')
    const before = await balanceMinor(page)
    await row.getByRole('button', { name: new RegExp(`^${t.claim}`) }).click()
    await expect(memberCentre.dialog.getByTestId('claim-outcome')).toHaveText(t.claimed)
    await expect(row).toHaveAttribute('data-status', 'claimed')
    await expect(row.getByRole('cell').last()).toHaveText(t.status)
    expect(await balanceMinor(page)).toBe(before + 200)

    const rewardId = await page.request
      .get('/api/rewards')
      .then(
        async (res) => ((await res.json()) as { data: { rewards: { id: string }[] } }).data.rewards[0]?.id,
      )
    await expectRefusedAsClaimed(page, { rewardId })
    expect(await balanceMinor(page)).toBe(before + 200)
  })
})
