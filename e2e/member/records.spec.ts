import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures'
import { balanceMinor, minorOf, playDice } from './support'

// The records in Portuguese: a new member plays twelve dice rounds of R$ 1,00; both records show them,
// each account entry's balance follows from the one before, and the filters and pager move through them.

async function cells(row: Locator): Promise<string[]> {
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim())
}

test('both records show the rounds played, with consistent balances, and their filters and pager', async ({
  member: { page },
  memberCentre,
}) => {
  test.setTimeout(90_000)
  await playDice(page, 12)
  const balance = await balanceMinor(page)

  // Betting record: twelve rounds, ten to a page.
  await memberCentre.open('personalHistoryCopy')
  const dialog = memberCentre.dialog
  const bets = dialog.getByRole('table', { name: 'Rodadas jogadas' })
  await expect(bets.getByRole('row')).toHaveCount(11)
  await expect(dialog.getByRole('status').filter({ hasText: 'Rodadas:' })).toContainText('Rodadas: 12')
  const latest = bets.getByRole('row').nth(1)
  const [game, stake, payout, result, net, after] = await cells(latest)
  expect(game).toContain('Dice')
  expect(game).toContain('Jogos da casa')
  expect(minorOf(stake ?? '')).toBe(100)
  expect(minorOf(net ?? '')).toBe(minorOf(payout ?? '') - 100)
  expect(['Ganho', 'Perda', 'Empate']).toContain(result)
  expect(minorOf(after ?? '')).toBe(balance)
  const latestRound = await latest.getAttribute('data-round')

  const pager = dialog.getByRole('navigation', { name: 'Páginas', exact: true })
  await expect(pager.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page')
  await pager.getByRole('link', { name: 'Página 2' }).click()
  await expect(page).toHaveURL(/\/member\/personalHistoryCopy\?range=7d&page=2$/)
  await expect(bets.getByRole('row')).toHaveCount(3)
  await expect(pager.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
  await pager.getByRole('link', { name: 'Primeira página' }).click()
  await expect(bets.getByRole('row')).toHaveCount(11)

  const gameTypes = dialog.getByRole('region', { name: 'Tipo de jogo' })
  await gameTypes.getByRole('link', { name: 'Cassino ao vivo' }).click()
  await expect(page).toHaveURL(/type=LIVE/)
  await expect(dialog.getByText('Nenhuma aposta neste período.')).toBeVisible()
  await expect(gameTypes.getByRole('link', { name: 'Cassino ao vivo' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await gameTypes.getByRole('link', { name: 'Jogos da casa' }).click()
  await expect(bets.getByRole('row')).toHaveCount(11)
  await dialog.getByRole('region', { name: 'Período' }).getByRole('link', { name: 'Hoje' }).click()
  await expect(page).toHaveURL(/range=today&type=INHOUSE$/)
  await expect(bets.getByRole('row')).toHaveCount(11)

  // Account record: the sign-up bonus, twelve bets and a payout per win, newest first.
  await memberCentre.link('Extrato da conta').click()
  await expect(page).toHaveURL(/\/member\/transactionHistory$/)
  const entries = dialog.getByRole('table', { name: 'Lançamentos da conta' })
  await expect(entries.getByRole('row')).toHaveCount(11)
  const rows = await Promise.all(
    (await entries.getByRole('row').all()).slice(1).map(async (row) => ({
      cells: await cells(row),
      round: await row.getAttribute('data-round'),
    })),
  )
  expect(minorOf(rows[0]?.cells[2] ?? '')).toBe(balance)
  for (let i = 0; i < rows.length - 1; i++) {
    const [, amount, balanceAfter] = rows[i]?.cells ?? []
    const before = rows[i + 1]?.cells[2] ?? ''
    expect(minorOf(balanceAfter ?? ''), `entry ${i}`).toBe(minorOf(before) + minorOf(amount ?? ''))
  }
  // The latest round's last entry ends at the balance the betting record shows for it.
  const ofLatest = rows.filter((row) => row.round === latestRound)
  expect(ofLatest.length).toBeGreaterThan(0)
  expect(minorOf(ofLatest[0]?.cells[2] ?? '')).toBe(minorOf(after ?? ''))
  expect(
    ofLatest.some((row) => row.cells[0]?.startsWith('Aposta') && minorOf(row.cells[1] ?? '') === -100),
  ).toBe(true)

  const types = dialog.getByRole('region', { name: 'Tipo' })
  await types.getByRole('link', { name: 'Aposta' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Lançamentos:' })).toContainText(
    'Lançamentos: 12',
  )
  await expect(entries.getByRole('row')).toHaveCount(11)
  for (const row of (await entries.getByRole('row').all()).slice(1)) {
    const [kind, amount] = await cells(row)
    expect(kind).toMatch(/^Aposta/)
    expect(minorOf(amount ?? '')).toBe(-100)
  }
  await types.getByRole('link', { name: 'Bônus' }).click()
  await expect(entries.getByRole('row')).toHaveCount(2)
  const [bonusKind, bonusAmount] = await cells(entries.getByRole('row').nth(1))
  expect(bonusKind).toMatch(/^Bônus/)
  expect(minorOf(bonusAmount ?? '')).toBe(1_000)
})

test('a member without rounds sees empty records, not errors', async ({ member: { page }, memberCentre }) => {
  await page.goto('/member/personalHistoryCopy?range=today')
  const dialog = memberCentre.dialog
  await expect(dialog.getByText('Nenhuma aposta neste período.')).toBeVisible()
  await expect(dialog.getByRole('navigation', { name: 'Páginas', exact: true })).toHaveCount(0)
  await page.goto('/member/transactionHistory?range=today&type=payout')
  await expect(dialog.getByText('Nenhum lançamento neste período.')).toBeVisible()
})
