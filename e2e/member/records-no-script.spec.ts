import { expect, test } from '../fixtures'
import { creditMember } from '../support/platform'

// A record page is read and rendered on the server: with JavaScript off it shows its rows, and its filters
// and pager are links. An address it cannot show as given opens on the nearest valid values, with a note
// of what was changed. Without script the browser never tells its time zone, so the page counts the
// site's days (São Paulo for this brand) and says so.

test.use({ javaScriptEnabled: false })

const RECORD = '/member/transactionHistory'
const CREDIT_TEXT = '4.321,09'

// A day `days` before today, as yyyy-mm-dd: days far enough back to be past in every zone.
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

test('the account record shows its rows with JavaScript off, and corrects an address it cannot show', async ({
  member: { page, username },
}) => {
  await creditMember(username, 432_109)
  await page.goto(RECORD)
  const entries = page.getByRole('table', { name: 'Lançamentos da conta' })
  await expect(entries.getByRole('row').filter({ hasText: CREDIT_TEXT })).toHaveCount(1)
  await expect(page.getByTestId('record-zone')).toContainText('America/Sao_Paulo')
  await expect(page.getByTestId('record-corrections')).toHaveCount(0)

  // The type filter is a link.
  await page.getByRole('region', { name: 'Tipo' }).getByRole('link', { name: 'Ajuste' }).click()
  await expect(page).toHaveURL(/type=adjustment/)
  await expect(entries.getByRole('row')).toHaveCount(2)

  const corrections = page.getByTestId('record-corrections')
  // A page below the first: page 1.
  await page.goto(`${RECORD}?page=-1`)
  await expect(corrections).toContainText('A página -1 não existe: mostrando a página 1.')
  await expect(entries.getByRole('row').filter({ hasText: CREDIT_TEXT })).toHaveCount(1)

  // A page past the last: the last.
  await page.goto(`${RECORD}?page=99999`)
  await expect(corrections).toContainText('A página 99999 não existe: mostrando a página 1.')
  await expect(entries.getByRole('row').filter({ hasText: CREDIT_TEXT })).toHaveCount(1)

  // A filter the record does not have: every type.
  await page.goto(`${RECORD}?type=jackpot`)
  await expect(corrections).toContainText('Não existe o filtro “jackpot”: mostrando tudo.')
  await expect(entries.getByRole('row').filter({ hasText: CREDIT_TEXT })).toHaveCount(1)

  // A first day after the last: the two swapped, and days long past have none of today's entries.
  await page.goto(`${RECORD}?from=${daysAgo(3)}&to=${daysAgo(10)}`)
  await expect(corrections.locator('[data-fix="order"]')).toBeVisible()
  await expect(page.getByText('Nenhum lançamento neste período.')).toBeVisible()
  await expect(page.getByLabel('Primeiro dia')).toHaveValue(daysAgo(10))
  await expect(page.getByLabel('Último dia')).toHaveValue(daysAgo(3))

  // A period over 90 days: its last 90, which hold today's entry.
  await page.goto(`${RECORD}?from=${daysAgo(400)}&to=${daysAgo(0)}`)
  await expect(corrections.locator('[data-fix="length"]')).toContainText('no máximo 90 dias')
  await expect(entries.getByRole('row').filter({ hasText: CREDIT_TEXT })).toHaveCount(1)
})
