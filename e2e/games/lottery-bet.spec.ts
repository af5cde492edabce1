import { expect, test } from '../fixtures'
import { minorOf } from '../member/support'
import { localePath } from '../pages/locale'
import { PLATFORM_URL } from '../support/env'
import { creditMember } from '../support/platform'

// A fresh member bets on the Thai or Lao Lotto (a draw every ten minutes) in the framed lottery view: the
// balance drops by the stake at once; the test control then draws that very draw with a forced result
// (no shared clock moves), the ticket shows as won and the balance rises by exactly its payout.

// What the journey reads, Portuguese first, then English.
const WORDS = {
  bigSmall: [/Alto \/ Baixo/, /Big \/ Small/],
  big: ['Alto', 'Big'],
  stake: [/Aposta/, /Stake/],
  bet: ['Apostar', 'Place bet'],
  placed: [/Bilhete L\S+ registrado no sorteio (\d+)/, /Ticket L\S+ placed on draw (\d+)/],
  won: ['Ganhou R$ 19.50', 'Won R$ 19.50'],
  bets: ['Rodadas jogadas', 'Rounds played'],
  win: ['Ganho', 'Win'],
  // A game of its own per language and per attempt: a forced draw closes that draw for every player, so
  // a retried journey bets on another game. Each game's draw has this many digits.
  games: [
    [
      ['thai_lotto', 'Thai Lotto', 5],
      ['sea_lotto_5d', 'SEA Lotto 5D', 5],
    ],
    [
      ['lao_lotto', 'Lao Lotto', 5],
      ['malay_4d', 'Malay 4D', 4],
    ],
  ],
} as const

const textIn = (lang: 'pt' | 'en') => {
  const index = lang === 'pt' ? 0 : 1
  return Object.fromEntries(Object.entries(WORDS).map(([key, pair]) => [key, pair[index]])) as {
    [K in keyof typeof WORDS]: (typeof WORDS)[K][0 | 1]
  }
}

for (const lang of ['pt', 'en'] as const) {
  test.describe(`lottery bet (${lang})`, () => {
    test.use({ lang })

    test('a ticket is debited, drawn and paid, and the header balance follows', async ({
      member: { page, username },
      header,
      memberCentre,
    }, testInfo) => {
      test.setTimeout(60_000)
      const text = textIn(lang)
      await creditMember(username, 100_00)
      const [gameCode, gameName, digits] = text.games[Math.min(testInfo.retry, text.games.length - 1)]!
      await page.goto(localePath(lang, `/elott?gameCode=${gameCode}`))
      // The header reads the balance after the page loads: wait until it holds the credit.
      const shown = async () => minorOf(await header.balance.innerText())
      await expect.poll(shown).toBeGreaterThanOrEqual(100_00)
      const before = await shown()

      const view = page.frameLocator(`iframe[title*="${gameName}"]`)
      const form = view.getByRole('form', { name: text.bigSmall })
      await form.getByRole('radio', { name: text.big, exact: true }).check()
      await form.getByRole('spinbutton', { name: text.stake }).fill('10')
      await form.getByRole('button', { name: text.bet }).click()
      const placed = view.getByRole('status').filter({ hasText: text.placed })
      await expect(placed).toHaveText(text.placed)
      const drawNo = Number(text.placed.exec(await placed.innerText())?.[1])
      // The view tells the Portal, which reads the balance again: the stake is gone.
      await expect.poll(shown).toBe(before - 10_00)

      // Draw that draw now with a last digit of 7: "big" wins 1.95 × 10.00.
      const numbers = [...Array.from({ length: digits - 1 }, (_, i) => i + 1), 7]
      const drawn = await fetch(`${PLATFORM_URL}/__test/lottery/draw`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ gameCode, drawNo, numbers }),
      })
      expect(drawn.status, await drawn.text()).toBe(200)

      await page.reload()
      const ticket = view.locator('tr[data-ticket]')
      await expect(ticket).toHaveCount(1)
      await expect(ticket).toHaveAttribute('data-status', 'won')
      await expect(ticket).toContainText(text.won)
      await expect.poll(shown).toBe(before - 10_00 + 19_50)

      await memberCentre.open('personalHistoryCopy')
      const row = memberCentre.dialog
        .getByRole('table', { name: text.bets })
        .getByRole('row')
        .filter({ hasText: gameName })
      await expect(row).toHaveCount(1)
      await expect(row).toContainText(text.win)
    })
  })
}
