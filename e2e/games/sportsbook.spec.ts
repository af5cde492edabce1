import type { Page } from '@playwright/test'
import en from '@/messages/en.json'
import pt from '@/messages/pt.json'
import { expect, test } from '../fixtures'
import { localePath, type Lang } from '../pages/locale'
import { PLATFORM_URL } from '../support/env'
import { creditMember } from '../support/platform'
import { platformValue } from './support'

// The sportsbook (issue 31): a new player opens Fieldstone Sportsbook from the sports lobby's vendor,
// places a single and a multiple, the fixtures end (the platform settles as if its clock had moved on,
// without moving the clock the other journeys share), and both bets are settled in the game and in the
// betting record with their selections, in Portuguese and in English.

const TEXTS = {
  pt: {
    messages: pt,
    football: 'Futebol',
    hockey: 'Hóquei no gelo',
    matchResult: 'Resultado final',
    total: 'Total',
    stake: 'Valor por aposta',
    multiple: 'Múltipla',
    place: 'Fazer apostas',
    placed: 'Apostas feitas: 1.',
    slipOf: (n: number) => `Cupom (${n})`,
    results: 'Resultados',
    verified: 'Verificado: o SHA-256 da semente é o hash mostrado antes do início',
  },
  en: {
    messages: en,
    football: 'Football',
    hockey: 'Ice hockey',
    matchResult: 'Match result',
    total: 'Total',
    stake: 'Stake per bet',
    multiple: 'Multiple',
    place: 'Place bets',
    placed: 'Bets placed: 1.',
    slipOf: (n: number) => `Bet slip (${n})`,
    results: 'Results',
    verified: 'Verified: the seed’s SHA-256 is the hash shown before kick-off',
  },
} as const

async function sportsbookNode(): Promise<string> {
  const list = await platformValue<{ games: Array<{ nodeId: string; vassalage: string }> }>(
    '/wps/relay/GCSGAME_gameList?gameType=SPORTS&pageSize=20',
  )
  const game = list.games.find((entry) => entry.vassalage === 'FLDS')
  if (!game) throw new Error('no Fieldstone game in the catalogue')
  return game.nodeId
}

// Settles this member's bets only, so the journeys running beside it keep their fixtures open.
async function settleFixtures(username: string): Promise<number> {
  const res = await fetch(`${PLATFORM_URL}/__test/sports/settle`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs: 24 * 60 * 60 * 1000, username }),
  })
  const body = (await res.json()) as { value: { settled: number } }
  return body.value.settled
}

async function play(page: Page, lang: Lang, username: string) {
  const t = TEXTS[lang as keyof typeof TEXTS]
  const nodeId = await sportsbookNode()
  await page.goto(localePath(lang, `/game?vendor=FLDS&type=SPORTS&game=${nodeId}`))
  const frameTitle = t.messages.Game.frameTitle.replace('{game}', 'Fieldstone Sportsbook')
  const book = page.frameLocator(`iframe[title="${frameTitle}"]`)
  await expect(book.getByRole('tab', { name: t.football })).toHaveAttribute('aria-selected', 'true')
  const fixtures = book.locator('.fixture')
  await expect(fixtures.first()).toBeVisible()
  // Two fixtures kick off every 20 minutes: the first two may kick off while the journey runs, so it bets
  // on a later kick-off's, at least 20 minutes away, each language on its own (a fixture settled early
  // takes no more bets).
  const later = (n: number) => fixtures.nth((lang === 'pt' ? 2 : 4) + n)

  // A single: the home side of a fixture.
  await later(0).getByRole('group', { name: t.matchResult }).getByRole('button').first().click()
  await expect(book.getByRole('heading', { name: t.slipOf(1) })).toBeVisible()
  await book.getByRole('textbox', { name: t.stake }).fill('10')
  await book.getByRole('button', { name: t.place }).click()
  await expect(book.getByRole('status').filter({ hasText: t.placed })).toBeVisible()

  // A multiple: a football fixture's result and an ice hockey fixture's total.
  await later(1).getByRole('group', { name: t.matchResult }).getByRole('button').last().click()
  await book.getByRole('tab', { name: t.hockey }).click()
  await expect(book.getByRole('tab', { name: t.hockey })).toHaveAttribute('aria-selected', 'true')
  await expect(later(0)).toBeVisible()
  // The ice hockey fixture's home side, as the betting record names its selection.
  const hockeyHome =
    ((await later(0).getByRole('heading').textContent()) ?? '').split(/ (?:v|x) /)[0]?.trim() ?? ''
  expect(hockeyHome).not.toBe('')
  await later(0).getByRole('group', { name: t.total }).getByRole('button').first().click()
  await expect(book.getByRole('heading', { name: t.slipOf(2) })).toBeVisible()
  await book.getByRole('radio', { name: t.multiple }).check()
  await book.getByRole('textbox', { name: t.stake }).fill('5')
  await book.getByRole('button', { name: t.place }).click()
  await expect(book.getByRole('status').filter({ hasText: t.placed })).toBeVisible()

  const bets = book.locator('.bet')
  await expect(bets).toHaveCount(2)
  await expect(book.locator('.bet[data-status="open"]')).toHaveCount(2)

  // The fixtures end: the scheduler's settlement settles both bets, once.
  expect(await settleFixtures(username)).toBeGreaterThanOrEqual(2)
  await page.reload()
  await expect(book.locator('.bet')).toHaveCount(2)
  await expect(book.locator('.bet[data-status="open"]')).toHaveCount(0)

  // The latest results, each recomputed in the page from its revealed seed.
  await book.getByText(t.results, { exact: true }).click()
  await expect(book.locator('.verdict').first()).toContainText(t.verified)

  // Both in the betting record, settled, with their selections.
  await page.goto(localePath(lang, '/member/personalHistoryCopy?range=today'))
  const record = page.getByRole('table', { name: t.messages.MemberCentre.betsCaption })
  const rows = record.getByRole('row').filter({ hasText: 'Fieldstone Sportsbook' })
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: t.matchResult })).toHaveCount(2)
  await expect(rows.filter({ hasText: t.messages.MemberCentre.result_open })).toHaveCount(0)
  await expect(rows.filter({ hasText: hockeyHome })).toHaveCount(1)
}

for (const lang of ['pt', 'en'] as const) {
  test.describe(`sportsbook in ${lang}`, () => {
    test.use({ lang })

    test('a single and a multiple settle when their fixtures end and show in the betting record', async ({
      member,
    }) => {
      test.setTimeout(120_000)
      await creditMember(member.username, 50_000)
      await play(member.page, lang, member.username)
    })
  })
}

test.describe('sportsbook in two tabs', () => {
  test.use({ lang: 'en' })

  test('the member’s tabs share one slip, so a slip placed in one is not placed again in the other', async ({
    member,
  }) => {
    test.setTimeout(90_000)
    await creditMember(member.username, 20_000)
    const nodeId = await sportsbookNode()
    const address = `/en/game?vendor=FLDS&type=SPORTS&game=${nodeId}`
    const frame = 'iframe[title="Fieldstone Sportsbook game window"]'
    const first = member.page
    await first.goto(address)
    const second = await first.context().newPage()
    await second.goto(address)
    const one = first.frameLocator(frame)
    const two = second.frameLocator(frame)
    await expect(two.locator('.fixture').first()).toBeVisible()

    // A fixture at least 20 minutes away that the other sportsbook journeys leave alone.
    await one
      .locator('.fixture')
      .nth(6)
      .getByRole('group', { name: 'Match result' })
      .getByRole('button')
      .first()
      .click()
    await expect(one.getByRole('heading', { name: 'Bet slip (1)' })).toBeVisible()
    await expect(two.getByRole('heading', { name: 'Bet slip (1)' })).toBeVisible()
    await one.getByRole('button', { name: 'Place bets' }).click()
    await expect(one.getByRole('status').filter({ hasText: 'Bets placed: 1.' })).toBeVisible()
    // The other tab's slip is the placed one: it empties instead of offering the same bet again.
    await expect(two.getByRole('heading', { name: 'Bet slip', exact: true })).toBeVisible()
    await expect(two.getByRole('button', { name: 'Place bets' })).toBeHidden()
    await second.reload()
    await expect(two.locator('.bet')).toHaveCount(1)
  })
})
