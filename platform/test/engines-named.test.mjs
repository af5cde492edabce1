// @ts-check
// Every game of the seeded catalogue plays what its name says: a game played by the dice engine is named
// as a dice game (crash games too: a target multiplier and one roll), and no card, wheel or bean game is dice.
import assert from 'node:assert/strict'
import { it } from 'node:test'

import { engineOf } from '../inhouse/rounds.mjs'
import { sharedPlatform } from './helpers.mjs'

const platform = sharedPlatform()

it('names every dice-engine game for a dice game', () => {
  const games =
    /** @type {{ name: string, vendor_code: string, game_code: string, game_classify: string }[]} */ (
      platform.db.prepare('SELECT name, vendor_code, game_code, game_classify FROM games').all()
    )
  assert.ok(games.length > 200)
  const misnamed = games.filter((game) => engineOf(game) === 'dice' && !/dice/i.test(game.name))
  // Lottery draws are launched in the lottery pages, never through a game engine.
  assert.deepEqual(
    misnamed.filter((game) => game.game_classify !== 'lottery').map((game) => game.name),
    [],
  )
  const cards = games.filter((game) => /blackjack|sic bo|poker|fan tan|bac bo/i.test(game.name))
  assert.deepEqual(
    cards.filter((game) => engineOf(game) === 'dice').map((game) => game.name),
    [],
  )
})
