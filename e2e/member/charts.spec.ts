import { expect, inLanguage, test } from '../fixtures'
import { chart, focusByKeyboard, lastPoint } from '../support/charts'
import { minorOf, playDice } from './support'

// The member's charts (components/charts/member-charts.tsx) on a fresh account of the journey's own:
// profit and loss per day, the balance over time and the points earned per week, each checked against
// what its page shows for the same period.

inLanguage('en', () => {
  test('a member’s profit and loss chart changes after playing and adds up to the page’s net result', async ({
    member: { page },
    memberCentre,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/en/member/personalProfit?period=7d')
    const profit = chart(memberCentre.dialog, 'Profit and loss per day')
    // A new member's only movement is the sign-up bonus of today: R$ 10.00 net.
    await expect(profit.table.locator('tbody tr')).toHaveCount(7)
    await expect(profit.last(0)).toHaveText('+R$ 10.00')
    await expect(profit.last(1)).toHaveText('+R$ 10.00')

    await playDice(page, 5)
    await page.reload()
    const net = memberCentre.region('Personal profit and loss').locator('[data-fact="net"] dd')
    await expect(net).toBeVisible()
    const expected = minorOf(await net.innerText())
    await expect(profit.last(0)).not.toHaveText('+R$ 10.00')
    expect(minorOf(await profit.last(0).innerText())).toBe(expected)
    expect(minorOf(await profit.total(0).innerText())).toBe(expected)
    // Its point says the same to a screen reader, and a keyboard reaches it.
    const point = lastPoint(profit.figure)
    await expect(point).toHaveAttribute('aria-label', new RegExp(`Net result: [+−]?R\\$ [\\d.,]+`))
    await focusByKeyboard(page, point)

    // One day is not a chart.
    await memberCentre.region('Period').getByRole('link', { name: 'Today' }).click()
    await expect(page).toHaveURL(/period=today/)
    await expect(
      memberCentre.dialog.getByText(
        'Not enough data yet for a chart: it fills in as days with activity come in.',
      ),
    ).toBeVisible()
    await expect(memberCentre.dialog.getByRole('table', { name: 'Profit and loss per day' })).toHaveCount(0)

    // The account record's balance ends where the wallet is; the point mall counts this week's points.
    await page.goto('/en/member/transactionHistory?range=7d')
    const balance = chart(memberCentre.dialog, 'Balance over time')
    const wallet = await page.request.get('/api/wallet/balance')
    const { totalMinor } = ((await wallet.json()) as { data: { totalMinor: number } }).data
    expect(minorOf(await balance.last(0).innerText())).toBe(totalMinor)

    await page.goto('/en/pointMall')
    const points = chart(page.locator('main'), 'Points earned per week')
    // House games earn 2 points per 1.00: five rounds of 1.00.
    await expect(points.last(0)).toHaveText('10')
    await expect(page.getByTestId('points-balance')).toContainText('10')
  })
})
