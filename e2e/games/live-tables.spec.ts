import type { FrameLocator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { apiClient, ownAddress, registerAccount, signIn } from '../support/accounts'
import { PLATFORM_URL } from '../support/env'
import { creditMember } from '../support/platform'
import { skipAnnouncementPopups } from '../support/popups'
import { platformValue } from './support'

// A live roulette table, two players in browsers of their own: both bet on the same round, both see the
// same pocket when bets close, and each bet is settled on it and shown in the betting record. Each
// language plays its own table, so the two journeys never close each other's rounds.
type Listed = { nodeId: string; vassalage: string; gameType: string; gameName: string; minBet: number }

const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]

const cases = [
  {
    lang: 'pt',
    prefix: '',
    table: 'Velvet Roulette 1',
    frame: (game: string) => `Janela do jogo ${game}`,
    red: /^Vermelho/,
    confirm: 'Confirmar apostas',
    locale: 'pt-BR',
    placed: (stake: string) => `Apostas feitas: R$ ${stake}`,
    returned: (round: string, stake: string, paid: string) =>
      `Rodada ${round}: apostou R$ ${stake}, recebeu R$ ${paid}`,
    closed: 'Apostas encerradas',
    record: 'Seu histórico de apostas',
  },
  {
    lang: 'en',
    prefix: '/en',
    table: 'Crown Roulette 1',
    frame: (game: string) => `${game} game window`,
    red: /^Red/,
    confirm: 'Place bets',
    locale: 'en',
    placed: (stake: string) => `Bets placed: R$ ${stake}`,
    returned: (round: string, stake: string, paid: string) =>
      `Round ${round}: staked R$ ${stake}, paid R$ ${paid}`,
    closed: 'No more bets',
    record: 'Your betting record',
  },
] as const

// Ends the open round's betting window now (docs/platform.md, live tables' test control).
async function closeRound(nodeId: string) {
  const res = await fetch(`${PLATFORM_URL}/__test/tables/${nodeId}/close`, { method: 'POST' })
  if (!res.ok) throw new Error(`could not close the round of table ${nodeId}: ${res.status}`)
}

async function openTable(page: Page, prefix: string, game: Listed, title: string) {
  await page.goto(`${prefix}/game?vendor=${game.vassalage}&type=${game.gameType}&game=${game.nodeId}`)
  const table = page.frameLocator(`iframe[title="${title}"]`)
  await expect(table.locator('#round-no')).toHaveText(/\d/)
  return table
}

const roundOf = async (table: FrameLocator) =>
  ((await table.locator('#round-no').textContent()) ?? '').replace(/\D/g, '')

for (const lang of cases) {
  test.describe(`live roulette (${lang.lang})`, () => {
    test('two players bet on one round and see the same pocket; each bet is settled on it', async ({
      page,
      member,
      browser,
      playwright,
    }) => {
      const list = await platformValue<{ games: Listed[] }>(
        `/wps/relay/GCSGAME_gameList?gameType=LIVE&gameName=${encodeURIComponent(lang.table)}&pageSize=1`,
      )
      const game = list.games[0]!
      expect(game.gameName).toBe(lang.table)
      // Each bet is one chip of the table's minimum, the first chip on the page.
      const money = (minor: number) =>
        new Intl.NumberFormat(lang.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
          minor / 100,
        )
      const chip = money(game.minBet)
      await creditMember(member.username, 10_000)
      const api = await apiClient(playwright)
      const friend = await registerAccount(api)
      await api.dispose()
      await creditMember(friend.username, 10_000)

      const friendContext = await browser.newContext({ locale: lang.lang === 'pt' ? 'pt-BR' : 'en-GB' })
      await ownAddress(friendContext)
      await skipAnnouncementPopups(friendContext)
      const friendPage = await friendContext.newPage()
      await signIn(friendPage, friend.username, friend.password)

      const mine = await openTable(page, lang.prefix, game, lang.frame(game.gameName))
      const theirs = await openTable(friendPage, lang.prefix, game, lang.frame(game.gameName))

      // A fresh round, so both bets fit in its window: close the one in progress and wait for the next.
      const before = await roundOf(mine)
      await closeRound(game.nodeId)
      // The next round opens on the table's clock, at most one round's length (30 s) away.
      await expect(mine.locator('#round-no')).not.toHaveText(new RegExp(`${before}$`), { timeout: 45_000 })
      await expect(mine.locator('#phase')).toHaveAttribute('data-phase', 'betting')
      const round = await roundOf(mine)
      await expect(theirs.locator('#round-no')).toHaveText(new RegExp(`${round}$`))

      await mine.getByRole('button', { name: lang.red }).click()
      await mine.getByRole('button', { name: lang.confirm }).click()
      await expect(mine.locator('#placed')).toContainText(lang.placed(chip))
      await theirs.locator('[data-spot="n:17"]').click()
      await theirs.getByRole('button', { name: lang.confirm }).click()
      await expect(theirs.locator('#placed')).toContainText(lang.placed(chip))

      // No more bets: both tables show the same pocket.
      await closeRound(game.nodeId)
      await expect(mine.locator('#phase')).toHaveText(new RegExp(lang.closed))
      await expect(theirs.locator('#phase')).toHaveText(new RegExp(lang.closed))
      const pocket = Number(await mine.locator('#pocket').getAttribute('data-pocket'))
      await expect(theirs.locator('#pocket')).toHaveAttribute('data-pocket', String(pocket))

      await expect(mine.locator('#placed')).toHaveText(
        lang.returned(round, chip, money(RED.includes(pocket) ? game.minBet * 2 : 0)),
      )
      await expect(theirs.locator('#placed')).toHaveText(
        lang.returned(round, chip, money(pocket === 17 ? game.minBet * 36 : 0)),
      )
      const record = page.getByRole('region', { name: lang.record })
      await expect(record.getByRole('cell', { name: game.gameName })).toBeVisible()
      await friendContext.close()
    })
  })
}
