import { expect, test, type Credentials } from '../fixtures'
import { localePath } from '../pages/locale'
import { signIn } from '../support/accounts'
import {
  balanceMinor,
  brl,
  claimAfterDeposit,
  fundedBy,
  inPortugueseAndEnglish,
  openPromotion,
} from './support'
import {
  advanceBy,
  cheapSlot,
  loseOnSlot,
  platformNow,
  runPromotionEngines,
  toLocalDay,
} from './promotion-clock.support'
import type { Page } from '@playwright/test'

// Promotions that run on the calendar, in Portuguese and English, on the platform's clock (moved with
// its test control, so these journeys run alone after the others): a deposit on a Friday gets the
// reload bonus with its turnover; last week's net slot loss comes back as cashback on Monday, once; and
// an unmet welcome bonus expires at its deadline, leaving the balance with a message in bonus details.

const DAY = 24 * 60 * 60 * 1000

const TEXT = {
  pt: {
    reload: '10% de recarga toda sexta-feira',
    reloadSummary:
      'Toda sexta-feira, 10% dos depósitos feitos nesse dia em bônus, até R$ 500,00; cada depósito conta a partir de R$ 20,00.',
    terms: 'Termos',
    reloadTurnover: 'Aposte o bônus 5 vezes (apostas válidas) antes de sacá-lo.',
    claimHeading: 'Resgate este bônus',
    noDepositToday: 'Faça um depósito válido hoje para resgatar este bônus.',
    claimReload: 'Resgatar R$ 20,00',
    reloadClaimed: 'R$ 20,00 creditado. Aposte R$ 100,00 para liberá-lo para saque.',
    welcome: 'Bônus de boas-vindas de 100%',
    claimWelcome: 'Resgatar R$ 100,00',
    bonusHeading: 'Detalhes de bônus',
    promotion: 'Promoção',
    cashback: 'Cashback semanal',
    reloadProgress: 'R$ 0,00 de R$ 100,00',
    deadline: /^Aposte até /,
    expiredStatus: 'Expirado',
    expired: /^Expirou em .+: R\$ 100,00 retirado do seu saldo$/,
    noTurnover: 'Nenhum',
  },
  en: {
    reload: '10% reload every Friday',
    reloadSummary:
      'Every Friday, 10% of the deposits you make that day as a bonus, up to R$ 500.00; each deposit counts from R$ 20.00.',
    terms: 'Terms',
    reloadTurnover: 'Bet the bonus 5 times (valid bets) before you withdraw it.',
    claimHeading: 'Claim this bonus',
    noDepositToday: 'Make a qualifying deposit today to claim this bonus.',
    claimReload: 'Claim R$ 20.00',
    reloadClaimed: 'R$ 20.00 credited. Bet R$ 100.00 to free it for withdrawal.',
    welcome: '100% welcome bonus',
    claimWelcome: 'Claim R$ 100.00',
    bonusHeading: 'Bonus details',
    promotion: 'Promotion',
    cashback: 'Weekly cashback',
    reloadProgress: 'R$ 0.00 of R$ 100.00',
    deadline: /^Wager by /,
    expiredStatus: 'Expired',
    expired: /^Expired .+: R\$ 100\.00 removed from your balance$/,
    noTurnover: 'None',
  },
} as const

type Texts = (typeof TEXT)['pt' | 'en']

// The bonus details rows of one source.
async function bonusRows(page: Page, lang: 'pt' | 'en', t: Texts, source: string) {
  await page.goto(localePath(lang, '/member/bonusDetails'))
  const region = page.getByRole('region', { name: t.bonusHeading })
  return region
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${source}`) }) })
}

async function signedIn(page: Page, account: Credentials) {
  await page.context().clearCookies()
  await signIn(page, account.username, account.password)
}

inPortugueseAndEnglish(TEXT, (t, lang) => {
  test('a deposit on a Friday gets the reload bonus with its turnover', async ({ page, account }) => {
    test.setTimeout(120_000)
    // Friday 09:00 in São Paulo, unless the clock is there already (the other language's journey).
    await toLocalDay(5, 9, 12)
    await signedIn(page, account)
    await page.goto(localePath(lang, '/promotions'))
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.reload }) })
    await expect(card.getByText(t.reloadSummary)).toBeVisible()
    await openPromotion(page, lang, t.reload)
    const terms = page.getByRole('region', { name: t.terms })
    await expect(terms.getByRole('listitem').first()).toHaveText(t.reloadSummary)
    await expect(terms.getByText(t.reloadTurnover)).toBeVisible()
    const claim = page.getByRole('region', { name: t.claimHeading })
    await expect(claim.getByText(t.noDepositToday)).toBeVisible()

    await claimAfterDeposit(page, claim, lang, {
      amount: '200',
      bonusMinor: 2_000,
      turnoverMinor: 10_000,
      button: t.claimReload,
      claimed: t.reloadClaimed,
    })
    // 10.00 sign-up bonus + 200.00 deposit + 20.00 reload bonus.
    expect(await balanceMinor(page)).toBe(23_000)

    const rows = await bonusRows(page, lang, t, t.promotion)
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText(brl(lang, 2_000))
    await expect(rows).toContainText(t.reloadProgress)
    await expect(rows.getByTestId('bonus-deadline')).toHaveText(t.deadline)
  })
})

inPortugueseAndEnglish(TEXT, (t, lang) => {
  test("last week's net slot loss comes back as cashback on Monday, once", async ({ page, account }) => {
    test.setTimeout(120_000)
    await signedIn(page, account)
    await fundedBy(page, '100')
    const net = await loseOnSlot(page, await cheapSlot())
    // Monday 00:05 in São Paulo: the week is over; the scheduler's run, twice, pays it once.
    await toLocalDay(1, 0)
    await advanceBy(5 * 60 * 1000)
    await runPromotionEngines()
    await runPromotionEngines()
    await signedIn(page, account)
    const rows = await bonusRows(page, lang, t, t.cashback)
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText(brl(lang, Math.floor((net * 5) / 100)))
    await expect(rows).toContainText(t.noTurnover)
  })
})

inPortugueseAndEnglish(TEXT, (t, lang) => {
  test('an unmet welcome bonus expires at its deadline and leaves the balance', async ({ page, account }) => {
    test.setTimeout(120_000)
    await signedIn(page, account)
    await fundedBy(page, '100')
    await openPromotion(page, lang, t.welcome)
    const claim = page.getByRole('region', { name: t.claimHeading })
    await claim.getByRole('button', { name: t.claimWelcome }).click()
    await expect(claim.getByRole('status')).toBeVisible()
    const claimedAt = await platformNow()
    let rows = await bonusRows(page, lang, t, t.promotion)
    await expect(rows.getByTestId('bonus-deadline')).toHaveText(t.deadline)
    expect(await balanceMinor(page)).toBe(21_000)

    // Thirty days on, the deadline has come and nothing was wagered.
    await advanceBy(claimedAt + 30 * DAY - (await platformNow()))
    await runPromotionEngines()
    await signedIn(page, account)
    rows = await bonusRows(page, lang, t, t.promotion)
    await expect(rows).toContainText(t.expiredStatus)
    await expect(rows.getByTestId('bonus-expired')).toHaveText(t.expired)
    expect(await balanceMinor(page)).toBe(11_000)
  })
})
