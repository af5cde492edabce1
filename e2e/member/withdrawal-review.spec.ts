import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { MemberCentre } from '../pages/centre'
import { PLATFORM_URL } from '../support/env'
import { balanceMinor, fundedBy, inPortugueseAndEnglish, minorOf, readyToWithdraw } from './support'

// Withdrawals end paid or rejected, in Portuguese and English. Below the merchant's review threshold
// (R$ 500.00 on SOL1) a withdrawal is paid by the platform's automatic review (run now through its test
// control instead of waiting out the review delay); above it, it waits for a person, who rejects it in the
// cashier console with a reason, and the money returns. The withdrawal list, the inbox and the account
// record say the same as the balance. Each journey registers its own member.

const TEXT = {
  pt: {
    withdrawal: 'Saque',
    reviewNote:
      'Saques abaixo de R$ 500,00 são pagos automaticamente cerca de 1 min após o pedido; os maiores passam antes pela análise da nossa equipe. Você recebe uma mensagem quando cada um é pago ou recusado.',
    amount: 'Valor (BRL)',
    password: 'Senha de pagamento',
    submit: 'Sacar',
    recent: 'Saques recentes',
    refresh: 'Atualizar',
    pending: 'Em análise',
    paid: 'Pago',
    rejected: 'Recusado, estornado',
    reason: 'Motivo: O titular da conta não confere',
    paidMessage: 'Saque pago',
    rejectedMessage: 'Saque recusado',
    withdrawEntry: 'Saque',
    refundEntry: 'Estorno',
  },
  en: {
    withdrawal: 'Withdrawal',
    reviewNote:
      'Withdrawals below R$ 500.00 are paid automatically about 1 min after you request them; larger ones are checked by our team first. You get a message when each one is paid or rejected.',
    amount: 'Amount (BRL)',
    password: 'Payment password',
    submit: 'Withdraw',
    recent: 'Recent withdrawals',
    refresh: 'Refresh',
    pending: 'Pending review',
    paid: 'Paid out',
    rejected: 'Rejected, refunded',
    reason: 'Reason: O titular da conta não confere',
    paidMessage: 'Withdrawal paid',
    rejectedMessage: 'Withdrawal rejected',
    withdrawEntry: 'Withdrawal',
    refundEntry: 'Refund',
  },
}

type Texts = (typeof TEXT)['pt' | 'en']

// A fresh member funded by `fund`, ready to withdraw, requests `amount` on the withdrawal page. Answers the
// balance before it, the request's row in the recent list (once it shows it under review) and its id.
async function requestWithdrawal(
  page: Page,
  memberCentre: MemberCentre,
  password: string,
  t: Texts,
  { fund, amount }: { fund: string; amount: string },
) {
  await fundedBy(page, fund)
  await readyToWithdraw(page, password)
  const start = await balanceMinor(page)
  await memberCentre.open('withdraw')
  const dialog = memberCentre.dialog
  const main = memberCentre.region(t.withdrawal)
  // The page states the review rule it is about to apply.
  await expect(main.getByTestId('withdraw-review')).toHaveText(t.reviewNote)
  await main.getByLabel(t.amount).fill(amount)
  await main.getByLabel(t.password, { exact: true }).fill('258036')
  await main.getByRole('button', { name: t.submit, exact: true }).click()
  const row = dialog.getByRole('table', { name: t.recent }).getByRole('row').nth(1)
  await expect(row).toContainText(t.pending)
  const id = /WD[A-Z0-9]+/.exec(await row.innerText())?.[0] ?? ''
  expect(id).not.toBe('')
  // Taking a withdrawal back is off here (RTS 14B): the row offers no button.
  await expect(row.getByRole('button')).toHaveCount(0)
  await expect.poll(() => balanceMinor(page)).toBe(start - Number(amount) * 100)
  return { start, dialog, row, id }
}

// The platform's automatic review, run now for this order instead of after its review delay: the ids paid.
async function reviewNow(id: string): Promise<string[]> {
  const res = await fetch(`${PLATFORM_URL}/__test/withdrawals/review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderId: id }),
  })
  return ((await res.json()) as { value: { paid: string[] } }).value.paid
}

inPortugueseAndEnglish(TEXT, (t) => {
  test('a withdrawal below the threshold is paid by the automatic review', async ({
    page,
    memberCentre,
    member: { password },
  }) => {
    test.setTimeout(90_000)
    const { start, dialog, row, id } = await requestWithdrawal(page, memberCentre, password, t, {
      fund: '100',
      amount: '30',
    })
    expect(await reviewNow(id)).toEqual([id])

    await dialog.getByRole('button', { name: t.refresh }).click()
    await expect(row).toContainText(t.paid)
    await expect(row).not.toContainText(t.pending)
    // Paid keeps the debit: the balance stays where the request left it.
    expect(await balanceMinor(page)).toBe(start - 3_000)

    // The inbox says so, and the account record holds the one withdrawal entry and no refund.
    await memberCentre.open('messageV2')
    await expect(dialog.getByRole('button', { name: new RegExp(t.paidMessage) })).toBeVisible()
    await memberCentre.open('transactionHistory')
    const entries = dialog.getByRole('table')
    const entry = entries.getByRole('row').filter({ hasText: t.withdrawEntry }).first()
    await expect(entry).toBeVisible()
    expect(Math.abs(minorOf(await entry.getByRole('cell').nth(1).innerText()))).toBe(3_000)
    await expect(entries.getByRole('row').filter({ hasText: t.refundEntry })).toHaveCount(0)
  })

  test('a withdrawal above the threshold is rejected in the cashier console and the money returns', async ({
    page,
    context,
    memberCentre,
    member: { password },
  }) => {
    test.setTimeout(120_000)
    const { start, dialog, row, id } = await requestWithdrawal(page, memberCentre, password, t, {
      fund: '600',
      amount: '550',
    })
    // The automatic review leaves it for a person.
    expect(await reviewNow(id)).toEqual([])

    // The operator opens the cashier console with the operator key and rejects it with a reason.
    const operator = await context.newPage()
    await operator.goto(`${PLATFORM_URL}/cashier/console`)
    await operator.getByLabel('Operator key').fill('operator-demo-key')
    await operator.getByRole('button', { name: 'Open' }).click()
    const queue = operator.getByRole('table', { name: 'Withdrawals waiting for review' })
    const held = queue.getByRole('row').filter({ hasText: id })
    await expect(held).toContainText('R$ 550.00')
    await held.getByRole('button', { name: `Reject ${id}` }).click()
    // Without a reason the browser keeps the form; with one, the order leaves the queue.
    await expect(held).toBeVisible()
    await held.getByLabel('Reason').fill('O titular da conta não confere')
    await held.getByRole('button', { name: `Reject ${id}` }).click()
    await expect(held).toHaveCount(0)
    const decided = operator
      .getByRole('table', { name: 'Latest decisions' })
      .getByRole('row')
      .filter({ hasText: id })
    await expect(decided).toContainText('rejected')
    await expect(decided).toContainText('O titular da conta não confere')
    await operator.close()

    // The player sees it rejected with the reason, and the whole amount back.
    await page.bringToFront()
    await dialog.getByRole('button', { name: t.refresh }).click()
    await expect(row).toContainText(t.rejected)
    await expect(row).toContainText(t.reason)
    await expect.poll(() => balanceMinor(page)).toBe(start)

    await memberCentre.open('messageV2')
    await expect(dialog.getByRole('button', { name: new RegExp(t.rejectedMessage) })).toBeVisible()
    await memberCentre.open('transactionHistory')
    const refund = dialog.getByRole('table').getByRole('row').filter({ hasText: t.refundEntry }).first()
    await expect(refund).toBeVisible()
    expect(minorOf(await refund.getByRole('cell').nth(1).innerText())).toBe(55_000)
  })
})
