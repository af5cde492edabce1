import { expect, inLanguage, test } from '../fixtures'
import { fieldError, recordCalls } from '../pages/forms'
import { seriousViolations } from '../support/axe'
import { PLATFORM_URL, PORTAL_URL } from '../support/env'
import { balanceMinor, fundedBy, identityVerified, minorOf, readyToWithdraw } from './support'

// The cashier in the member centre, in Portuguese and English: a PIX deposit paid on the sandbox payment
// page (as a phone scanning the QR code would), amount errors, the first withdrawal (payment password,
// bank account, withdrawal, rejection), a wrong payment password, and the deposit form at
// 360 px driven from the keyboard only. Every journey registers its own member, so balances are its own.

// A deposit created through the BFF and paid on the sandbox payment page, as the player's phone would.
test('a PIX deposit paid on the payment page raises the balance and shows in both records', async ({
  member: { page },
  context,
  header,
  memberCentre,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PORTAL_URL })
  const before = await balanceMinor(page)

  await page.goto('/')
  await header.banner.getByRole('link', { name: 'Depositar' }).click()
  await expect(page).toHaveURL(/\/member\/depositv2$/)
  const dialog = memberCentre.dialog
  await expect(memberCentre.link('Depósito')).toHaveAttribute('aria-current', 'page')
  const form = memberCentre.region('Depósito')
  await expect(form.getByRole('radio', { name: /PIX/ })).toBeChecked()
  await expect(form.getByText('De R$ 10,00 a R$ 50.000,00')).toBeVisible()

  // A preset fills the amount; the player then types their own, with a decimal comma.
  await form.getByRole('button', { name: 'R$ 50,00', exact: true }).click()
  await expect(form.getByLabel('Valor (BRL)')).toHaveValue('50')
  await expect(form.getByRole('button', { name: 'R$ 50,00', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await form.getByLabel('Valor (BRL)').fill('25,50')
  await form.getByRole('button', { name: 'Depositar', exact: true }).click()

  const order = dialog.getByRole('region', { name: 'Pague seu depósito' })
  await expect(order.getByRole('heading', { name: 'Pague seu depósito' })).toBeFocused()
  await expect(order.getByTestId('deposit-amount')).toHaveText('R$ 25,50')
  await expect(order.getByRole('img', { name: 'QR code da página de pagamento' })).toBeVisible()
  await expect(order.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/)
  const reference = (await order.getByTestId('deposit-reference').innerText()).trim()
  expect(reference).toMatch(/^DP[A-Z0-9]+$/)
  await order.getByRole('button', { name: `Copiar a referência ${reference}` }).click()
  await expect(order.getByText('Copiado', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference)

  // Recent deposits list the order as awaiting payment.
  const recent = dialog.getByRole('table', { name: 'Depósitos recentes' })
  await expect(recent.getByRole('row').filter({ hasText: reference })).toContainText('Aguardando pagamento')

  // The QR code's payment page, opened in another tab: the sandbox PSP shows the order and takes the payment.
  const payUrl = await order.getByRole('link', { name: 'Abrir a página de pagamento' }).getAttribute('href')
  expect(payUrl).toContain(`${PLATFORM_URL}/pay/${reference}`)
  const psp = await context.newPage()
  await psp.goto(payUrl ?? '')
  await expect(psp.getByText('R$ 25.50')).toBeVisible()
  await psp.getByRole('button', { name: 'Pagar' }).click()
  await expect(psp.getByRole('status')).toHaveText('Pagamento recebido. Você pode voltar ao site.')
  await psp.close()

  // Back on the site, the watched order turns paid and the header balance follows.
  await page.bringToFront()
  await expect(dialog.getByTestId('deposit-paid')).toContainText('Pagamento recebido')
  await expect(dialog.getByTestId('deposit-paid')).toContainText('R$ 25,50 foi adicionado ao seu saldo.')
  await expect.poll(() => balanceMinor(page)).toBe(before + 2_550)
  // The header prints money as the centre does, with the separators of the page's language.
  const reais = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format((before + 2_550) / 100)
  await expect(header.balance).toHaveText(`R$ ${reais}`)
  await expect(recent.getByRole('row').filter({ hasText: reference })).toContainText('Pago')

  // The account record shows the deposit as its own entry.
  await dialog.locator('nav a[href$="/member/transactionHistory"]').click()
  await expect(page).toHaveURL(/\/member\/transactionHistory/)
  const entries = dialog.getByRole('table')
  const entry = entries.getByRole('row').filter({ hasText: 'Depósito' }).first()
  await expect(entry).toBeVisible()
  expect(minorOf(await entry.getByRole('cell').nth(1).innerText())).toBe(2_550)
})

test('a wrong payment password is refused with the attempts left', async ({
  page,
  memberCentre,
  member: { password },
}) => {
  await fundedBy(page, '100')
  await readyToWithdraw(page, password)
  const start = await balanceMinor(page)

  await memberCentre.open('withdraw')
  const main = memberCentre.region('Saque')
  await main.getByLabel('Valor (BRL)').fill('25')
  await main.getByLabel('Senha de pagamento').fill('111333')
  await main.getByRole('button', { name: 'Sacar' }).click()
  await expect(fieldError(main, 'paymentPassword')).toHaveText('A senha de pagamento está incorreta.')
  await expect(main.getByLabel('Senha de pagamento')).toBeFocused()
  await expect(main.getByText('Tentativas restantes antes do bloqueio de saques: 4.')).toBeVisible()
  expect(await balanceMinor(page)).toBe(start)
})

inLanguage('en', () => {
  test('amount errors are explained before anything is sent, and the server refuses the same', async ({
    member: { page },
    memberCentre,
  }) => {
    await memberCentre.open('depositv2')
    const form = memberCentre.region('Deposit')
    const amount = form.getByLabel('Amount (BRL)')
    const submit = form.getByRole('button', { name: 'Deposit', exact: true })
    const error = fieldError(form, 'amount')
    const sent = recordCalls(page, '/api/wallet/deposit')

    await submit.click()
    await expect(error).toHaveText('Enter an amount.')
    await expect(amount).toBeFocused()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')

    const cases: Array<[string, string]> = [
      ['ten', 'Enter the amount in numbers, for example 50 or 50.25.'],
      ['10.001', 'Use at most 2 decimal places.'],
      ['9.99', 'The minimum is R$ 10.00.'],
      ['50000.01', 'The maximum is R$ 50,000.00.'],
    ]
    for (const [typed, message] of cases) {
      await amount.fill(typed)
      await submit.click()
      await expect(error).toHaveText(message)
    }
    // Bank transfer has bounds of its own.
    await form.getByRole('radio', { name: /Bank transfer/ }).check()
    await expect(form.getByText('From R$ 50.00 to R$ 100,000.00')).toBeVisible()
    await amount.fill('20')
    await submit.click()
    await expect(error).toHaveText('The minimum is R$ 50.00.')
    expect(sent).toEqual([])

    // Sent anyway, the platform refuses it and the Portal names the field.
    const res = await page.request.post('/api/wallet/deposit', {
      data: { method: 'PIX', amount: '5' },
      headers: { Origin: PORTAL_URL, 'X-Portal-Locale': 'en' },
    })
    expect(res.status()).toBe(422)
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      amount: 'below_min',
    })
  })

  test('first withdrawal: payment password, bank account, withdraw and a rejection refund', async ({
    page,
    header,
    memberCentre,
    member: { password },
  }) => {
    test.setTimeout(90_000)
    await fundedBy(page, '100')
    await identityVerified(page)
    const start = await balanceMinor(page)

    await memberCentre.open('withdraw')
    const dialog = memberCentre.dialog
    const main = memberCentre.region('Withdrawal')
    await expect(main.getByTestId('withdrawable')).toHaveText(`R$ ${(start / 100).toFixed(2)}`)

    // No payment password yet: the page asks for one first, with the login password.
    const setForm = main.getByRole('form', { name: 'Set your payment password' })
    await setForm.getByLabel('Payment password', { exact: true }).fill('123456')
    await setForm.getByLabel('Confirm the payment password').fill('123456')
    await setForm.getByLabel('Login password').fill(password)
    await setForm.getByRole('button', { name: 'Set payment password' }).click()
    await expect(fieldError(setForm, 'paymentPassword')).toHaveText(
      'Too easy to guess: avoid runs and repeated digits.',
    )
    await setForm.getByLabel('Payment password', { exact: true }).fill('258036')
    await setForm.getByLabel('Confirm the payment password').fill('258036')
    await setForm.getByRole('button', { name: 'Set payment password' }).click()
    await expect(main.getByRole('status').filter({ hasText: 'Your payment password is set.' })).toBeVisible()

    // Then a bank account, shown masked once saved.
    const bankForm = main.getByRole('form', { name: 'Add a bank account' })
    await bankForm.getByLabel('Bank').selectOption({ label: 'Nubank' })
    await bankForm.getByLabel('Account number').fill('0012-3456789')
    await bankForm.getByLabel('Account holder name').fill('Ana Souza')
    await bankForm.getByLabel('Payment password', { exact: true }).fill('258036')
    await bankForm.getByRole('button', { name: 'Save bank account' }).click()
    await expect(main.getByRole('status').filter({ hasText: 'Bank account added.' })).toBeVisible()
    const accounts = dialog.getByRole('region', { name: 'Bank accounts' })
    await expect(accounts.getByTestId('account-masked')).toHaveText('•••• 6789')
    await expect(dialog).not.toContainText('00123456789')

    // Withdraw 30.00: the balance drops at once and the order waits.
    await expect(main.getByLabel('Withdraw to')).toHaveValue(/\d+/)
    await main.getByLabel('Amount (BRL)').fill('30')
    await main.getByLabel('Payment password', { exact: true }).fill('258036')
    await main.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await expect(
      main.getByRole('status').filter({ hasText: 'Withdrawal of R$ 30.00 requested.' }),
    ).toBeVisible()
    await expect.poll(() => balanceMinor(page)).toBe(start - 3_000)
    await expect(header.balance).toHaveText(`R$ ${((start - 3_000) / 100).toFixed(2)}`)
    await expect(main.getByTestId('withdrawable')).toHaveText(`R$ ${((start - 3_000) / 100).toFixed(2)}`)
    const list = dialog.getByRole('table', { name: 'Recent withdrawals' })
    const pending = list.getByRole('row').nth(1)
    await expect(pending).toContainText('Pending review')
    await expect(pending).toContainText('Nubank •••• 6789')

    // Taking it back is off on this site (RTS 14B): the row offers no cancel button.
    await expect(pending.getByRole('button')).toHaveCount(0)

    // A withdrawal the operator rejects is refunded.
    const id = /WD[A-Z0-9]+/.exec(await pending.innerText())?.[0]
    const rejected = await fetch(`${PLATFORM_URL}/__test/withdrawals/${id}/reject`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'Name does not match' }),
    })
    expect(rejected.status).toBe(200)
    await dialog.getByRole('button', { name: 'Refresh' }).click()
    await expect(pending).toContainText('Rejected, refunded')
    await expect(pending).toContainText('Reason: Name does not match')
    await expect.poll(() => balanceMinor(page)).toBe(start)
  })

  test('at 360 px the deposit form fits and works from the keyboard alone', async ({
    member: { page },
    memberCentre,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await memberCentre.open('depositv2')
    const dialog = memberCentre.dialog
    const form = memberCentre.region('Deposit')
    await expect(form.getByRole('radio', { name: /PIX/ })).toBeChecked()

    // Nothing sticks out sideways: the page area does not scroll horizontally (tables scroll in their own box).
    const overflow = () =>
      dialog.locator('section[aria-labelledby="deposit-heading"]').evaluate((section) => {
        const area = section.parentElement as HTMLElement
        return area.scrollWidth - area.clientWidth + Math.max(0, section.getBoundingClientRect().right - 360)
      })
    expect(await overflow()).toBe(0)

    // Tab to the method choice, move to bank transfer with an arrow key, then on to the amount.
    const amount = form.getByLabel('Amount (BRL)')
    const pix = form.getByRole('radio', { name: /PIX/ })
    for (let i = 0; i < 40 && !(await pix.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(pix).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(form.getByRole('radio', { name: /Bank transfer/ })).toBeChecked()
    for (let i = 0; i < 20 && !(await amount.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(amount).toBeFocused()
    await page.keyboard.type('75')
    await page.keyboard.press('Enter')

    const order = dialog.getByRole('region', { name: 'Pay your deposit' })
    await expect(order.getByTestId('deposit-amount')).toHaveText('R$ 75.00')
    await expect(order.getByText('Banco Solara S.A.')).toBeVisible()
    await expect(order.getByRole('img', { name: 'QR code of the payment page' })).toBeVisible()
    expect(await overflow()).toBe(0)
    await page.keyboard.press('Tab')
    await expect(order.getByRole('button', { name: /^Copy the reference DP/ })).toBeFocused()

    // A new deposit leaves the order in the recent list, from where it opens again with its instructions.
    const reference = (await order.getByTestId('deposit-reference').innerText()).trim()
    await order.getByRole('button', { name: 'New deposit' }).press('Enter')
    await expect(memberCentre.region('Deposit')).toBeVisible()
    await dialog.getByRole('button', { name: `Pay the deposit ${reference}` }).press('Enter')
    await expect(order.getByTestId('deposit-reference')).toHaveText(reference)
    await expect(order.getByRole('img', { name: 'QR code of the payment page' })).toBeVisible()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`the cashier pages have no serious or critical axe violation in the ${theme} theme`, async ({
      member: { page },
      memberCentre,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      const scan = () => seriousViolations(page, 'dialog')

      await memberCentre.open('depositv2')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      const dialog = memberCentre.dialog
      await dialog.getByLabel('Amount (BRL)').fill('20')
      await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
      await expect(dialog.getByRole('table', { name: 'Recent deposits' })).toBeVisible()
      await expect(dialog.getByRole('img', { name: 'QR code of the payment page' })).toBeVisible()
      expect(await scan()).toEqual([])

      await identityVerified(page)
      await memberCentre.open('withdraw')
      await expect(dialog.getByRole('form', { name: 'Set your payment password' })).toBeVisible()
      await dialog.getByRole('button', { name: 'Set payment password' }).click()
      await expect(fieldError(dialog, 'paymentPassword')).toBeVisible()
      expect(await scan()).toEqual([])
    })
  }
})
