import type { Locator, Page } from '@playwright/test'
import { expect, inLanguage, test } from '../fixtures'
import { fieldError, recordCalls } from '../pages/forms'
import { seriousViolations } from '../support/axe'
import { registerAccount, signIn } from '../support/accounts'
import { PORTAL_URL } from '../support/env'
import { createAgent } from '../support/platform'
import { balanceMinor, inPortugueseAndEnglish, minorOf, playDice, post } from './support'

// The member centre's money pages, in Portuguese and English: money moved to a vendor wallet and back
// and "recall all" (the total never changes), a member registered through an agent's link transferring to
// the upline (the agent's account record shows it), the profit and loss after house rounds agreeing with
// the betting record, and a new member's sign-up bonus in the bonus details. Every journey registers its
// own member, whose only money is the R$ 10,00 sign-up bonus unless it plays.

const cell = (row: Locator, index: number) => row.getByRole('cell').nth(index)

async function walletMinor(dialog: Locator, code: string): Promise<number> {
  return minorOf(await cell(dialog.locator(`tr[data-wallet="${code}"]`), 0).innerText())
}

const TEXT = {
  pt: {
    page: 'Minha carteira',
    wallets: 'Minhas carteiras',
    transfer: 'Transferir entre carteiras',
    from: 'De',
    to: 'Para',
    amount: 'Valor (BRL)',
    submit: 'Transferir',
    recall: 'Recolher tudo à carteira principal',
    moved: 'R$ 4,00 transferido. Seu saldo total não mudou.',
    back: 'R$ 1,50 transferido. Seu saldo total não mudou.',
    recalled: 'R$ 2,50 recolhido à carteira principal.',
    decimals: 'Use no máximo 2 casas decimais.',
    tooMuch: 'Isso é mais do que a carteira tem (R$ 10,00).',
    nothing: 'Suas carteiras de jogo estão vazias: não há o que recolher.',
    upline: 'Transferir ao superior',
  },
  en: {
    page: 'My wallet',
    wallets: 'My wallets',
    transfer: 'Transfer between wallets',
    from: 'From',
    to: 'To',
    amount: 'Amount (BRL)',
    submit: 'Transfer',
    recall: 'Recall all to the main wallet',
    moved: 'R$ 4.00 moved. Your total balance is unchanged.',
    back: 'R$ 1.50 moved. Your total balance is unchanged.',
    recalled: 'R$ 2.50 brought back to the main wallet.',
    decimals: 'Use at most 2 decimal places.',
    tooMuch: 'This is more than the wallet holds (R$ 10.00).',
    nothing: 'Your game wallets are empty: there is nothing to recall.',
    upline: 'Transfer to upline',
  },
} as const

inPortugueseAndEnglish(TEXT, (t, lang) => {
  test('money moves to a vendor wallet and back, recall all brings the rest home, the total stays', async ({
    member: { page },
    memberCentre,
  }) => {
    test.setTimeout(90_000)
    await memberCentre.open()
    await memberCentre.link(t.page).click()
    await expect(page).toHaveURL(/\/member\/transferFund$/)
    await expect(memberCentre.link(t.upline)).toHaveCount(0)
    const dialog = memberCentre.dialog
    const wallets = memberCentre.region(t.wallets)
    await expect(wallets.getByTestId('wallet-total')).toBeVisible()
    const total = minorOf(await wallets.getByTestId('wallet-total').innerText())
    expect(total).toBe(1_000)
    expect(await walletMinor(dialog, 'MAIN')).toBe(1_000)

    // Refused in the browser before anything is sent.
    const form = memberCentre.region(t.transfer)
    const calls = recordCalls(page, '/api/funds/transfer')
    await form.getByLabel(t.to, { exact: true }).selectOption('VELV')
    await form.getByLabel(t.amount).fill('1,234')
    await form.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(fieldError(form, 'amount')).toHaveText(t.decimals)
    await form.getByLabel(t.amount).fill('10,01')
    await form.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(fieldError(form, 'amount')).toHaveText(t.tooMuch)
    expect(calls).toEqual([])

    await form.getByLabel(t.amount).fill(lang === 'pt' ? '4,00' : '4.00')
    await form.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(form.getByRole('status')).toHaveText(t.moved)
    await expect.poll(() => walletMinor(dialog, 'VELV')).toBe(400)
    expect(await walletMinor(dialog, 'MAIN')).toBe(600)
    expect(minorOf(await wallets.getByTestId('wallet-total').innerText())).toBe(total)
    expect(await balanceMinor(page)).toBe(total)

    // Back from the vendor wallet: the other side is the main wallet.
    await form.getByLabel(t.from, { exact: true }).selectOption('VELV')
    await expect(form.getByLabel(t.to, { exact: true })).toHaveValue('MAIN')
    await form.getByLabel(t.amount).fill(lang === 'pt' ? '1,5' : '1.5')
    await form.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(form.getByRole('status')).toHaveText(t.back)
    await expect.poll(() => walletMinor(dialog, 'VELV')).toBe(250)

    await form.getByRole('button', { name: t.recall }).click()
    await expect(form.getByRole('status')).toHaveText(t.recalled)
    await expect.poll(() => walletMinor(dialog, 'VELV')).toBe(0)
    expect(await walletMinor(dialog, 'MAIN')).toBe(total)
    await form.getByRole('button', { name: t.recall }).click()
    await expect(form.getByRole('alert')).toHaveText(t.nothing)
    expect(await balanceMinor(page)).toBe(total)
  })
})

test('the handler refuses what the form would, and nothing moves', async ({ member: { page } }) => {
  await page.goto('/member/transferFund')
  const send = (data: Record<string, unknown>) =>
    page.request.post('/api/funds/transfer', { data, headers: { Origin: PORTAL_URL } })
  const requestId = 'journey-refusals-1'
  for (const amount of ['0', '-1', '1e309', '1.234', '10.01']) {
    const res = await send({ from: 'MAIN', to: 'VELV', amount, requestId })
    expect(res.status(), amount).toBe(422)
    expect(
      ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.amount,
    ).toBeTruthy()
  }
  const missing = await send({ from: 'MAIN', to: 'NOPE', amount: '1', requestId })
  expect(missing.status()).toBe(422)
  expect(((await missing.json()) as { error: { message: string } }).error.message).toBeTruthy()
  const [first, second] = await Promise.all([
    send({ from: 'MAIN', to: 'VELV', amount: '2', requestId: 'journey-twice-01' }),
    send({ from: 'MAIN', to: 'VELV', amount: '2', requestId: 'journey-twice-01' }),
  ])
  expect([first.status(), second.status()].sort()).toEqual([200, 400])
  const wallets = (await (await page.request.get('/api/funds/wallets')).json()) as {
    data: { totalMinor: number; mainMinor: number }
  }
  expect(wallets.data).toMatchObject({ totalMinor: 1_000, mainMinor: 800 })
})

// The first cell holding money in a record row is its amount (the next is the balance after it).
const amountCell = (row: Locator) => row.getByRole('cell').filter({ hasText: /R\$/ }).first()

async function logout(page: Page) {
  const res = await page.request.post('/api/auth/logout', { headers: { Origin: PORTAL_URL } })
  expect(res.status()).toBe(200)
}

test('a member of an agent transfers to the upline, and the agent sees it in the account record', async ({
  page,
  api,
  memberCentre,
}) => {
  test.setTimeout(90_000)
  const agent = await createAgent()
  const member = await registerAccount(api, { affiliateCode: agent.affiliateCode })
  await signIn(page, member.username, member.password)
  await page.goto('/')
  await post(page, '/api/wallet/payment-password', {
    paymentPassword: '258036',
    confirmPaymentPassword: '258036',
    password: member.password,
  })

  await memberCentre.open()
  await memberCentre.link('Transferir ao superior').click()
  await expect(page).toHaveURL(/\/member\/transferUpline$/)
  const form = memberCentre.region('Transferir ao superior')
  await expect(form.getByTestId('upline-account')).toHaveText(agent.username)
  await expect(form.getByTestId('upline-available')).toHaveText('R$ 10,00')
  await form.getByLabel('Valor (BRL)').fill('3,25')
  await form.getByLabel('Senha de pagamento').fill('111333')
  await form.getByRole('button', { name: 'Enviar ao superior' }).click()
  await expect(fieldError(form, 'paymentPassword')).toHaveText('A senha de pagamento está incorreta.')
  await expect(
    form.getByText('Tentativas restantes antes de a senha de pagamento bloquear: 4.'),
  ).toBeVisible()
  await form.getByLabel('Senha de pagamento').fill('258036')
  await form.getByRole('button', { name: 'Enviar ao superior' }).click()
  await expect(form.getByRole('status')).toHaveText(`R$ 3,25 enviado para ${agent.username}.`)
  await expect(form.getByTestId('upline-available')).toHaveText('R$ 6,75')
  expect(await balanceMinor(page)).toBe(675)

  // The member's record and the agent's both show the transfer.
  await page.goto('/member/transactionHistory?range=today&type=transfer')
  const own = memberCentre.dialog.getByRole('table', { name: 'Lançamentos da conta' })
  await expect(own.getByRole('row')).toHaveCount(2)
  expect(minorOf(await amountCell(own.getByRole('row').nth(1)).innerText())).toBe(-325)

  await logout(page)
  await signIn(page, agent.username, agent.password)
  await page.goto('/member/transactionHistory?range=today&type=transfer')
  const theirs = memberCentre.dialog.getByRole('table', { name: 'Lançamentos da conta' })
  await expect(theirs.getByRole('row')).toHaveCount(2)
  expect(minorOf(await amountCell(theirs.getByRole('row').nth(1)).innerText())).toBe(325)
})

inLanguage('en', () => {
  test('profit and loss after house rounds equals the betting record, to the cent', async ({
    member: { page },
    memberCentre,
  }) => {
    test.setTimeout(90_000)
    await playDice(page, 6)
    await page.goto('/en/member/personalHistoryCopy?range=today')
    const totals = memberCentre.dialog.getByRole('status').filter({ hasText: 'Rounds:' })
    await expect(totals).toContainText('Rounds: 6')
    // "Rounds: 6 · stake R$6.00 · payout R$x · net R$y"
    const [, stake, payout] = (await totals.innerText()).split('·').map((part) => minorOf(part))
    expect(stake).toBe(600)

    await memberCentre.link('Profit and loss').click()
    await expect(page).toHaveURL(/\/en\/member\/personalProfit$/)
    const profit = memberCentre.region('Personal profit and loss')
    const fact = (key: string) => profit.locator(`[data-fact="${key}"] dd`)
    await expect(fact('bet')).toBeVisible()
    expect(minorOf(await fact('bet').innerText())).toBe(stake)
    expect(minorOf(await fact('payout').innerText())).toBe(payout)
    expect(minorOf(await fact('bonus').innerText())).toBe(1_000)
    expect(minorOf(await fact('net').innerText())).toBe((payout ?? 0) - 600 + 1_000)
    const house = profit.locator('tr[data-category="INHOUSE"]')
    await expect(house.getByRole('rowheader')).toHaveText('House games')
    expect(await cell(house, 0).innerText()).toBe('6')
    expect(minorOf(await cell(house, 1).innerText())).toBe(600)

    const periods = memberCentre.region('Period')
    await periods.getByRole('link', { name: 'Yesterday' }).click()
    await expect(profit.getByText('No bets or bonuses in this period.')).toBeVisible()

    // Chosen dates: today to today, in the browser's own calendar.
    await periods.getByRole('link', { name: 'Choose dates' }).click()
    const today = await page.evaluate(() => {
      const d = new Date()
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    })
    await page.getByLabel('First day').fill(today)
    await page.getByLabel('Last day').fill(today)
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/period=custom&first=\d{4}-\d{2}-\d{2}&last=/)
    await expect(fact('bet')).toBeVisible()
    expect(minorOf(await fact('bet').innerText())).toBe(stake)
  })
})

test('a new member finds the sign-up bonus in the bonus details', async ({
  member: { page },
  memberCentre,
}) => {
  await memberCentre.open('bonusDetails')
  await expect(page).toHaveURL(/\/member\/bonusDetails$/)
  const table = memberCentre.dialog.getByRole('table', { name: 'Bônus recebidos' })
  await expect(table.getByRole('row')).toHaveCount(2)
  const row = table.getByRole('row').nth(1)
  await expect(row.getByRole('rowheader')).toContainText('Bônus de cadastro')
  await expect(cell(row, 0)).toHaveText('R$ 10,00')
  await expect(cell(row, 1)).toContainText('R$ 0,00 de R$ 10,00')
  await expect(cell(row, 2)).toHaveText('Em rollover')
  await expect(memberCentre.dialog.getByRole('status').filter({ hasText: 'Bônus:' })).toHaveText('Bônus: 1')
})

test('at 360 px in the dark theme the money pages fit the screen and pass axe', async ({
  member: { page },
  memberCentre,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  const pages = [
    { path: 'transferFund', ready: page.getByTestId('wallet-total') },
    { path: 'personalProfit', ready: page.locator('[data-fact="bonus"]') },
    { path: 'bonusDetails', ready: page.getByRole('status').filter({ hasText: 'Bônus:' }) },
  ]
  for (const { path, ready } of pages) {
    await memberCentre.open(path)
    await expect(ready).toBeVisible()
    // Every card of the page ends inside the screen (wide tables scroll inside their own region).
    const right = await memberCentre.dialog
      .locator('section')
      .evaluateAll((cards) => Math.max(...cards.map((card) => card.getBoundingClientRect().right)))
    expect(right, path).toBeLessThanOrEqual(360)
    expect((await seriousViolations(page)).map((v) => `${path} ${v}`)).toEqual([])
  }
})
