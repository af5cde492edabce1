import { expect, type Locator, type Page } from '@playwright/test'
import { test } from '../fixtures'
import { houseGames } from '../games/support'
import { localePath } from '../pages/locale'
import { PLATFORM_URL, PORTAL_URL } from '../support/env'
import { verifiedIdentity } from '../support/platform'

// Helpers of the member-centre journeys. Each journey that moves money takes a fresh member of its own
// (the `member` fixture), so its records hold only what it did itself.

// Calls the Portal's own BFF from the signed-in browser (same origin, session cookie).
export async function post(page: Page, path: string, data: unknown): Promise<Record<string, unknown>> {
  const res = await page.request.post(path, { data, headers: { Origin: PORTAL_URL } })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { data: Record<string, unknown> }).data
}

// Plays dice rounds of 1.00 through the Portal's launch and the game's own API, as the game window would.
export async function playDice(page: Page, rounds: number): Promise<number> {
  const { dice } = await houseGames()
  const launched = await page.request.post('/api/games/launch', {
    data: { game: dice, vendor: 'HOUSE', type: 'INHOUSE' },
    headers: { Origin: PORTAL_URL },
  })
  expect(launched.status(), await launched.text()).toBe(200)
  const { url } = ((await launched.json()) as { data: { url: string } }).data
  const session = new URL(url).searchParams.get('session')
  for (let i = 0; i < rounds; i++) {
    const res = await fetch(`${PLATFORM_URL}/play/api/round`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session, stake: 100, target: 50, direction: 'under' }),
    })
    const body = (await res.json()) as { success: boolean }
    expect(body.success, JSON.stringify(body)).toBe(true)
  }
  return rounds
}

// A PIX deposit of `amount`, paid on the sandbox payment page as the player's bank would.
export async function fundedBy(page: Page, amount: string): Promise<void> {
  const order = (await post(page, '/api/wallet/deposit', { method: 'PIX', amount })) as { payUrl: string }
  const paid = await fetch(order.payUrl, { method: 'POST', redirect: 'manual' })
  expect(paid.status).toBe(303)
}

// Deposits `amount` and claims the offer it made claimable in the promotion's claim region: the bonus
// and the turnover it asks are shown first, the claim's confirmation after.
export async function claimAfterDeposit(
  page: Page,
  claim: Locator,
  lang: 'pt' | 'en',
  offer: { amount: string; bonusMinor: number; turnoverMinor: number; button: string; claimed: string },
): Promise<void> {
  await fundedBy(page, offer.amount)
  await page.reload()
  await expect(claim.getByTestId('claim-bonus')).toHaveText(brl(lang, offer.bonusMinor))
  await expect(claim.getByTestId('claim-turnover')).toHaveText(brl(lang, offer.turnoverMinor))
  await claim.getByRole('button', { name: offer.button }).click()
  await expect(claim.getByRole('status')).toHaveText(offer.claimed)
}

// The signed-in member of the page counts as identity-verified (docs/platform.md, "Identity"), for
// journeys about something else that withdraw.
export async function identityVerified(page: Page): Promise<void> {
  const session = await page.request.get('/api/session')
  const { data } = (await session.json()) as { data: { userName: string } }
  await verifiedIdentity(data.userName)
}

// A verified identity, a payment password (258036) and a bank account set through the BFF, so the member
// can withdraw.
export async function readyToWithdraw(page: Page, password: string): Promise<void> {
  await identityVerified(page)
  await post(page, '/api/wallet/payment-password', {
    paymentPassword: '258036',
    confirmPaymentPassword: '258036',
    password,
  })
  await post(page, '/api/wallet/bank-accounts', {
    bankCode: '341',
    accountNumber: '987654321',
    holderName: 'Ana Souza',
    paymentPassword: '258036',
  })
}

export async function balanceMinor(page: Page): Promise<number> {
  const res = await page.request.get('/api/wallet/balance')
  return ((await res.json()) as { data: { totalMinor: number } }).data.totalMinor
}

// "R$ 1.234,56" or "R$ 1,234.56" -> 123456
export function minorOf(text: string): number {
  const sign = /[−-]/.test(text) ? -1 : 1
  const digits = text.replace(/[^\d]/g, '')
  return sign * Number(digits)
}

// Declares the journeys `body` writes once in Portuguese and once in English, each language in a
// describe of its own with the page language set and its own texts.
export function inPortugueseAndEnglish<Texts extends Record<'pt' | 'en', unknown>>(
  texts: Texts,
  body: (t: Texts['pt' | 'en'], lang: 'pt' | 'en') => void,
): void {
  for (const lang of ['pt', 'en'] as const) {
    test.describe(lang === 'pt' ? 'em português' : 'in English', () => {
      test.use({ lang })
      body(texts[lang], lang)
    })
  }
}

// An amount in reais as the page writes it in the language: "R$ 1.234,56" or "R$ 1,234.56".
export function brl(lang: 'pt' | 'en', minor: number): string {
  const [whole, cents] = (minor / 100).toFixed(2).split('.')
  const grouped = (whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'pt' ? '.' : ',')
  return `R$ ${grouped}${lang === 'pt' ? ',' : '.'}${cents}`
}

// Opens a promotion from the promotion list by its title, on its detail page.
export async function openPromotion(page: Page, lang: 'pt' | 'en', title: string): Promise<void> {
  await page.goto(localePath(lang, '/promotions'))
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('link')
    .click()
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/)
}
