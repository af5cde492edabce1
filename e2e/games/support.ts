import { expect, type Page } from '@playwright/test'
import { PLATFORM_URL, PORTAL_URL } from '../support/env'

// Helpers of the game journeys. Each journey signs in with its own demo account, so parallel journeys
// never share a balance or a favourites list (signIn is in ../support/accounts).

export async function startFreePlay(page: Page) {
  const res = await page.request.post('/api/auth/free-play', {
    headers: { Origin: PORTAL_URL },
  })
  expect(res.status(), await res.text()).toBe(200)
}

type Envelope<T> = { success: boolean; value: T }

export async function platformValue<T>(path: string, merchant = 'SOL1'): Promise<T> {
  const res = await fetch(`${PLATFORM_URL}${path}`, {
    headers: { Merchant: merchant, Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' },
  })
  const body = (await res.json()) as Envelope<T>
  if (!body.success) throw new Error(`platform ${path} failed: ${JSON.stringify(body)}`)
  return body.value
}

export async function houseGames(): Promise<Record<'dice' | 'slot5x3' | 'mines', string>> {
  const list = await platformValue<{ games: Array<{ nodeId: string; gameCode: string }> }>(
    '/wps/relay/GCSGAME_gameList?gameType=INHOUSE&pageSize=10',
  )
  const byCode = Object.fromEntries(list.games.map((game) => [game.gameCode, game.nodeId]))
  return { dice: byCode.dice ?? '', slot5x3: byCode.slot5x3 ?? '', mines: byCode.mines ?? '' }
}

export async function setGameMaintenance(nodeId: string, on: boolean) {
  const res = await fetch(`${PLATFORM_URL}/__test/games/${nodeId}/maintenance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ on }),
  })
  if (!res.ok) throw new Error(`maintenance switch failed: ${res.status}`)
}
