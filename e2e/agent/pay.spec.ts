import type { Page } from '@playwright/test'
import { expect, inLanguage, test } from '../fixtures'
import { apiClient, ownAddress, randomName, registerAccount, signIn } from '../support/accounts'
import { createAgent, settleAgent } from '../support/platform'
import { skipAnnouncementPopups } from '../support/popups'
import { houseGames } from '../games/support'

// The agent centre's money pages (docs/platform.md, "Agent contracts and settlements"). agent01 holds
// real-time salary, daily wages and dividends, not hourly salary. The other journeys take an agent of
// their own (one of them holding all four contracts; its team: t1 bet R$ 25.00 and won R$ 75.00 today)
// and settle it through a test control scoped to that agent, so none of them moves the platform's
// shared clock. At 360 px the layout sweep
// (e2e/sweep) opens every money page of an agent holding all four contracts, with axe and the overflow check.

async function balanceMinor(page: Page): Promise<number> {
  const res = await page.request.get('/api/wallet/balance')
  return ((await res.json()) as { data: { totalMinor: number } }).data.totalMinor
}

test.describe('agent01, in Portuguese', () => {
  // agent01's saved session is shared with other journeys: this one only looks.
  test.use({ role: 'agent01' })

  test('sees the money pages its contracts allow and none it does not hold', async ({
    page,
    agentCentre,
  }) => {
    await agentCentre.open('agentRealtimeSalary')
    const { dialog } = agentCentre
    for (const name of ['Dividendos / bônus', 'Salário diário', 'Salário em tempo real', 'Minha renda']) {
      await expect(agentCentre.link(name)).toBeVisible()
    }
    await expect(agentCentre.link('Salário por hora')).toHaveCount(0)
    await expect(agentCentre.link('Salário em tempo real')).toHaveAttribute('aria-current', 'page')
    const terms = dialog.getByRole('table', { name: 'Suas condições' })
    await expect(terms.getByRole('row')).toHaveCount(3)
    await expect(terms.locator('[data-rate="100"]')).toContainText('1%')
    // team01 holds 0.6 % from agent01.
    await expect(
      dialog.getByRole('table', { name: 'Seus agentes diretos' }).getByRole('row', { name: /team01/ }),
    ).toContainText('0,6%')
    const hourly = await page.request.get('/agent/hourSalary')
    expect(hourly.status()).toBe(404)
    const api = await page.request.get('/api/agent/contracts?kind=realtime')
    expect(api.status()).toBe(200)
  })
})

inLanguage('en', () => {
  test('a downline plays; team betting and user loss show the stakes, and nobody outside the team', async ({
    agent,
    agentCentre,
    browser,
    playwright,
  }) => {
    test.setTimeout(90_000)
    const api = await apiClient(playwright)
    const player = await registerAccount(api, {
      username: randomName('pl'),
      affiliateCode: agent.affiliateCode,
    })
    await api.dispose()
    // The downline plays one round of dice in its own browser.
    const context = await browser.newContext()
    await ownAddress(context)
    await skipAnnouncementPopups(context)
    const own = await context.newPage()
    await own.goto('/en')
    await signIn(own, player.username, player.password)
    await own.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${(await houseGames()).dice}`)
    const dice = own.frameLocator('iframe[title="Dice game window"]')
    await dice.getByRole('button', { name: 'Roll' }).click()
    await expect(dice.locator('#rounds')).toHaveText('1')
    await context.close()

    await agentCentre.open('teamBetting')
    const { dialog, page } = agentCentre
    const table = dialog.getByRole('table', { name: 'Team bets by member' })
    const row = table.getByRole('row', { name: new RegExp(player.username) })
    await expect(row).toBeVisible()
    await expect(row.getByRole('cell').nth(1)).toHaveText('1')
    await expect(table.getByRole('row', { name: new RegExp(agent.members[0] ?? '') })).toContainText(
      'R$ 25.00',
    )
    await expect(dialog.locator('[data-category="INHOUSE"]')).toContainText('House games · 1 bet')
    await row.getByRole('link', { name: player.username }).click()
    await expect(page).toHaveURL(/\/en\/agent\/teamBetting\?range=today&member=\d+$/)
    await expect(dialog.getByRole('heading', { name: `${player.username} (level 1)` })).toBeVisible()
    await expect(dialog.getByRole('table', { name: "The member's bets" }).getByRole('row')).toHaveCount(2)

    // A period longer than the longest offered is refused; an id outside the team answers as not found.
    const tooLong = await page.request.get('/api/agent/team-bets?from=0')
    expect(tooLong.status()).toBe(422)
    const since = Date.now() - 60 * 60 * 1000
    const stranger = await page.request.get(`/api/agent/team-bets?from=${since}&member=1`)
    expect(stranger.status()).toBe(404)

    await agentCentre.link('User loss').click()
    await expect(page).toHaveURL(/\/en\/agent\/userLoss$/)
    const loss = dialog.getByRole('table', { name: 'Profit and loss by member' })
    await expect(loss.getByRole('row', { name: new RegExp(agent.members[0] ?? '') })).toContainText(
      '+R$ 50.00',
    )
    await expect(loss.getByRole('row', { name: new RegExp(player.username) })).toBeVisible()
    await expect(dialog.getByText('2 members')).toBeVisible()
  })

  test('five minutes on, the real-time salary is in my income and in the balance', async ({
    agent,
    agentCentre,
  }) => {
    const before = await balanceMinor(agent.page)
    // However much of it the scheduler paid already, the agent is paid once: 1 % of t1's R$ 25.00.
    await settleAgent(agent.username, 5 * 60 * 1000)
    await expect.poll(() => balanceMinor(agent.page)).toBe(500_025)
    expect(before === 500_000 || before === 500_025).toBe(true)

    await agentCentre.open('myIncome')
    const { dialog } = agentCentre
    await expect(dialog.locator('[data-stat="realtime"] dd')).toHaveText('R$ 0.25')
    const income = dialog.getByRole('table', { name: 'Payments by period' })
    await expect(income.locator('[data-kind="realtime"]')).toHaveCount(1)
    await expect(income.locator('[data-kind="realtime"]')).toContainText('Real-time salary')
    await expect(income.locator('[data-kind="realtime"]')).toContainText('R$ 0.25')
    await agentCentre.link('Daily wages').click()
    await expect(dialog.getByRole('region', { name: 'Last payments' })).toContainText('No payments yet.')
  })

  test('an agent holding all four contracts opens its hourly salary with its terms and this hour’s figures', async ({
    page,
    agentCentre,
  }) => {
    const agent = await createAgent('SOL1', undefined, { allContracts: true })
    await signIn(page, agent.username, agent.password)
    await agentCentre.open('hourSalary')
    const { dialog } = agentCentre
    await expect(agentCentre.link('Hourly salary')).toHaveAttribute('aria-current', 'page')
    const terms = dialog.getByRole('table', { name: 'Your terms' })
    await expect(terms.getByRole('row')).toHaveCount(3)
    // Read once the terms are in: the page loads them after its first paint.
    await expect(dialog.getByText('You do not hold this contract.')).toHaveCount(0)
    await expect(terms.locator('[data-rate="50"]')).toContainText('0.5%')
    await expect(terms.locator('[data-rate="80"]')).toContainText('0.8%')
    await expect(dialog.getByRole('region', { name: 'This period so far' })).toContainText('Earned so far')
  })

  test('a transfer to two downlines moves both amounts or none', async ({ page, agentCentre }) => {
    const agent = await createAgent('SOL1', '246810')
    // Its salary for today's bets is paid first, so no payment lands in the middle of the transfers.
    await settleAgent(agent.username, 5 * 60 * 1000)
    await page.goto('/en')
    await signIn(page, agent.username, agent.password)
    await agentCentre.open('downline')
    const { dialog } = agentCentre
    const form = dialog.getByRole('region', { name: 'Transfer to downlines' })
    const [first, second] = agent.members
    await form.getByRole('combobox', { name: 'Downline' }).selectOption({ label: first ?? '' })
    await form.getByRole('textbox', { name: 'Amount' }).fill('10')
    await form.getByRole('button', { name: 'Add a downline' }).click()
    await form
      .getByRole('combobox', { name: 'Downline' })
      .nth(1)
      .selectOption({ label: second ?? '' })
    await form.getByRole('textbox', { name: 'Amount' }).nth(1).fill('5.50')
    const password = form.locator('input[name="paymentPassword"]')
    await password.fill('111111')
    await form.getByRole('button', { name: 'Send transfers' }).click()
    await expect(form.getByText('Wrong payment password.')).toBeVisible()
    const before = await balanceMinor(page)

    await password.fill('246810')
    await form.getByRole('button', { name: 'Send transfers' }).click()
    await expect(form.locator('[data-transferred]')).toHaveText('R$ 15.50 sent to 2 downlines.')
    expect(before).toBe(500_025)
    expect(await balanceMinor(page)).toBe(before - 1_550)
    const table = dialog.getByRole('table', { name: 'Downline members' })
    await expect(table.getByRole('row', { name: new RegExp(first ?? '') })).toContainText('R$ 640.00')
  })
})
