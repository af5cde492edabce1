import { expect, test } from '../fixtures'
import { fieldError } from '../pages/forms'
import { PORTAL_URL } from '../support/env'
import {
  balanceMinor,
  brl,
  claimAfterDeposit,
  inPortugueseAndEnglish,
  openPromotion,
  readyToWithdraw,
} from './support'

// Promotions that can be claimed and their turnover, in Portuguese and English. A fresh member opens the
// welcome promotion: not eligible before a first deposit; after a deposit of 100.00 it claims the 100%
// match once, the bonus shows in bonus details with its 20× turnover, and the withdrawal page holds the
// bonus back: withdrawing into it is refused with the turnover still to bet, and nothing moves.

const TEXT = {
  pt: {
    promotion: 'Bônus de boas-vindas de 100%',
    claimHeading: 'Resgate este bônus',
    noDeposit: 'Faça seu primeiro depósito para resgatar este bônus.',
    claim: 'Resgatar R$ 100,00',
    claimed: 'R$ 100,00 creditado. Aposte R$ 2.000,00 para liberá-lo para saque.',
    bonusHeading: 'Detalhes de bônus',
    source: 'Promoção',
    turnover: 'R$ 0,00 de R$ 2.000,00',
    withdraw: 'Saque',
    amount: 'Valor (BRL)',
    password: 'Senha de pagamento',
    submit: 'Sacar',
    refused: 'Parte deste valor é bônus: aposte mais R$ 2.000,00 para sacá-lo.',
  },
  en: {
    promotion: '100% welcome bonus',
    claimHeading: 'Claim this bonus',
    noDeposit: 'Make your first deposit to claim this bonus.',
    claim: 'Claim R$ 100.00',
    claimed: 'R$ 100.00 credited. Bet R$ 2,000.00 to free it for withdrawal.',
    bonusHeading: 'Bonus details',
    source: 'Promotion',
    turnover: 'R$ 0.00 of R$ 2,000.00',
    withdraw: 'Withdrawal',
    amount: 'Amount (BRL)',
    password: 'Payment password',
    submit: 'Withdraw',
    refused: 'Part of this is bonus money: bet R$ 2,000.00 more to withdraw it.',
  },
} as const

inPortugueseAndEnglish(TEXT, (t, lang) => {
  test('a promotion is claimed, its bonus shows with its turnover, and bonus money cannot leave before it is met', async ({
    member: { page, password },
    memberCentre,
  }) => {
    test.setTimeout(120_000)
    await openPromotion(page, lang, t.promotion)
    const claim = page.getByRole('region', { name: t.claimHeading })
    await expect(claim.getByText(t.noDeposit)).toBeVisible()
    await expect(claim.getByRole('button')).toHaveCount(0)

    await claimAfterDeposit(page, claim, lang, {
      amount: '100',
      bonusMinor: 10_000,
      turnoverMinor: 200_000,
      button: t.claim,
      claimed: t.claimed,
    })
    await expect(claim.getByRole('button')).toHaveCount(0)
    // 10.00 sign-up bonus + 100.00 deposit + 100.00 promotion bonus.
    expect(await balanceMinor(page)).toBe(21_000)

    // Claiming again is refused, and nothing is credited twice.
    const id = new URL(page.url()).searchParams.get('id')
    const again = await page.request.post('/api/promotions/claim', {
      data: { promotionId: id },
      headers: { Origin: PORTAL_URL },
    })
    expect(again.status()).toBe(400)
    expect(((await again.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      _: 'claimed',
    })
    expect(await balanceMinor(page)).toBe(21_000)

    await memberCentre.open('bonusDetails')
    const bonuses = memberCentre.region(t.bonusHeading)
    const row = bonuses.locator('tr[data-source="promotion"]')
    // The list is read in the browser after the page loads: give it a busy machine's time.
    await expect(row).toContainText(t.source, { timeout: 30_000 })
    await expect(row).toContainText(brl(lang, 10_000))
    await expect(row).toContainText(t.turnover)
    await expect(row).toHaveAttribute('data-status', 'in_progress')

    await readyToWithdraw(page, password)
    await memberCentre.open('withdraw')
    const main = memberCentre.region(t.withdraw)
    await expect(main.getByTestId('withdrawable')).toHaveText(brl(lang, 11_000))
    await expect(main.getByTestId('bonus-locked')).toHaveText(brl(lang, 10_000))
    await expect(main.getByTestId('turnover-left')).toHaveText(brl(lang, 200_000))
    await main.getByLabel(t.amount).fill('150')
    await main.getByLabel(t.password, { exact: true }).fill('258036')
    await main.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(fieldError(main, 'amount')).toHaveText(t.refused)
    expect(await balanceMinor(page)).toBe(21_000)
  })
})
