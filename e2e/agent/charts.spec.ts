import { expect, inLanguage, test } from '../fixtures'
import { signIn } from '../support/accounts'
import { chart, focusByKeyboard, lastPoint } from '../support/charts'
import { createAgent, settleAgent } from '../support/platform'

// The agent's charts (components/charts/agent-charts.tsx) for an agent of the journey's own: income per
// day by contract, the team's valid bets per day by category and new and active members per week, each
// with the previous period beside it and checked against what its page shows for the same period.

inLanguage('en', () => {
  test('an agent’s income chart shows today’s real-time salary, readable by a screen reader', async ({
    page,
    agentCentre,
  }) => {
    test.setTimeout(90_000)
    const agent = await createAgent()
    // Its team bet R$ 25.00 today; five minutes on, 1 % of it is paid as real-time salary.
    await settleAgent(agent.username, 5 * 60 * 1000)
    await page.goto('/en')
    await signIn(page, agent.username, agent.password)
    await page.goto('/en/agent/myIncome?range=7d')
    const { dialog } = agentCentre
    const income = chart(dialog, 'Income per day by contract')
    const headers = income.table.locator('thead th')
    await expect(headers).toHaveText([
      'Day',
      'Dividend',
      'Daily wages',
      'Hourly salary',
      'Real-time salary',
      'Previous period (total)',
    ])
    await expect(income.last(3)).toHaveText('R$ 0.25')
    await expect(dialog.locator('[data-stat="realtime"] dd')).toHaveText('R$ 0.25')
    await expect(income.total(3)).toHaveText('R$ 0.25')
    const point = lastPoint(income.figure)
    await expect(point).toHaveAttribute('aria-label', /Real-time salary: R\$ 0\.25/)
    await focusByKeyboard(page, point)

    // Team betting: the team's valid bets by category add up to the page's category figure.
    await page.goto('/en/agent/teamBetting?range=7d')
    const bets = chart(dialog, 'Team valid bets per day by category')
    await expect(bets.table.locator('thead th').nth(1)).toHaveText('Other games')
    const other = dialog.locator('[data-category="OTHER"] dd')
    await expect(other).toHaveText(/^R\$ [\d,]+\.\d\d$/)
    await expect(bets.total(0)).toHaveText(await other.innerText())

    // The overview: this week's new and active members are the last 7 days' figures of the page.
    await page.goto('/en/agent/overview?range=7d')
    const growth = chart(dialog, 'New and active members per week')
    const stat = (key: string) => dialog.locator(`[data-stat="${key}"] dd`)
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(growth.last(0)).toHaveText(await stat('newMembers').innerText())
    await expect(growth.last(1)).toHaveText(await stat('activePlayers').innerText())
    await expect(growth.table.locator('thead th')).toContainText([
      'New members, previous period',
      'Active players, previous period',
    ])
  })
})
