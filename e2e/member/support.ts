import { expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test'
import { apiClient, registerAccount } from '../auth/support'
import { houseGames } from '../games/support'
import { PLATFORM_URL, PORTAL_URL } from '../support/env'

// Helpers of the member-centre journeys. Each journey that moves money registers its own member, so
// its records hold only what it did itself.

export async function newMember(playwright: PlaywrightWorkerArgs['playwright']) {
  return registerAccount(await apiClient(playwright))
}

// Signs the page's browser in through the BFF, as the login dialog does.
export async function signIn(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/auth/login', {
    data: { type: 'username', username, password },
    headers: { Origin: PORTAL_URL },
  })
  expect(res.status(), await res.text()).toBe(200)
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
