import { expect, type Page } from '@playwright/test'
import { PLATFORM_URL, PORTAL_URL } from '../support/env'

// The platform's clock for the promotion journeys that need a given day (a Friday, the Monday after a
// week), moved with its test control; and the engines' run, which the scheduler makes every 30 seconds.

// São Paulo keeps UTC-3 all year: SOL1's calendar.
const ZONE_OFFSET_MS = -3 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

async function clock(advanceMs: number): Promise<number> {
  const res = await fetch(`${PLATFORM_URL}/__test/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  })
  expect(res.status).toBe(200)
  const now = Date.parse(((await res.json()) as { value: { now: string } }).value.now)
  expect(Number.isFinite(now)).toBe(true)
  return now
}

export const platformNow = () => clock(0)

export async function advanceBy(ms: number): Promise<number> {
  return clock(ms)
}

// Moves the platform's clock to `hour`:00 São Paulo time on the next `weekday` (0 Sunday … 6 Saturday),
// unless it is that day already, before `hour` + `within` hours. Answers the platform's new time.
export async function toLocalDay(weekday: number, hour: number, within = 0): Promise<number> {
  const now = await platformNow()
  const local = new Date(now + ZONE_OFFSET_MS)
  if (local.getUTCDay() === weekday && local.getUTCHours() >= hour && local.getUTCHours() < hour + within) {
    return now
  }
  const target = new Date(local)
  target.setUTCHours(hour, 0, 0, 0)
  for (let days = 0; days < 8 && (target.getUTCDay() !== weekday || target <= local); days++) {
    target.setTime(target.getTime() + DAY)
  }
  return clock(target.getTime() - local.getTime())
}

// One run of the promotion engines now (cashback of weeks that ended, bonuses past their deadline).
export async function runPromotionEngines(): Promise<void> {
  const res = await fetch(`${PLATFORM_URL}/__test/promotions/run`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  expect(res.status, await res.text()).toBe(200)
}

// Plays rounds of a slot of 2.00 (0.10 a line) through the Portal's launch and the game's own API, as
// the game window would, until the member has lost money on it; answers the net loss in minor units.
export async function loseOnSlot(page: Page, game: { nodeId: string; vendor: string }): Promise<number> {
  const launched = await page.request.post('/api/games/launch', {
    data: { game: game.nodeId, vendor: game.vendor, type: 'RNG' },
    headers: { Origin: PORTAL_URL },
  })
  expect(launched.status(), await launched.text()).toBe(200)
  const { url } = ((await launched.json()) as { data: { url: string } }).data
  const session = new URL(url).searchParams.get('session')
  let net = 0
  for (let i = 0; i < 40 && net <= 0; i++) {
    const res = await fetch(`${PLATFORM_URL}/play/api/round`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session, lineBet: 10 }),
    })
    const body = (await res.json()) as { success: boolean; value: { stake: number; payout: number } }
    expect(body.success, JSON.stringify(body)).toBe(true)
    net += body.value.stake - body.value.payout
  }
  expect(net).toBeGreaterThan(0)
  return net
}

// A SOL1 slot a 2.00 spin may play.
export async function cheapSlot(): Promise<{ nodeId: string; vendor: string }> {
  const res = await fetch(
    `${PLATFORM_URL}/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=SLOT&minBet=200&pageSize=1`,
    { headers: { Merchant: 'SOL1' } },
  )
  const body = (await res.json()) as { value: { games: Array<{ nodeId: string; vassalage: string }> } }
  const game = body.value.games[0]
  if (!game) throw new Error('no slot with a minimum bet of R$ 2.00')
  return { nodeId: game.nodeId, vendor: game.vassalage }
}
