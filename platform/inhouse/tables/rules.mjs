// @ts-check
// The rules of the live tables: European roulette, punto banco baccarat and dragon tiger. A round's
// result is drawn from floats in [0, 1) (the table round's provably fair floats), and a bet's return is
// decided from the result alone, so everyone at the table sees the same result and every bet on it is
// paid by the same rule.
//
// The module imports nothing, so the verification page runs this very file in the browser.

/** @typedef {'roulette' | 'baccarat' | 'dragontiger'} TableKind */

export const TABLE_KINDS = /** @type {const} */ (['roulette', 'baccarat', 'dragontiger'])

/** Floats a round of each kind uses: one pocket; six cards at most; two cards. */
export const TABLE_FLOATS = { roulette: 1, baccarat: 6, dragontiger: 2 }

/** Cards are dealt from a freshly shuffled eight-deck shoe every round. */
export const DECKS = 8
export const SHOE = DECKS * 52

/** The pockets of the single-zero wheel in wheel order, and the red numbers. */
export const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
]
export const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]

/**
 * @typedef {{ rank: number, suit: number }} Card rank 1 (ace) to 13 (king), suit 0–3 (♠ ♥ ♦ ♣)
 */

/**
 * Cards dealt without replacement from the shoe: each float picks one of the cards still in it.
 * @param {number[]} values
 * @returns {Card[]}
 */
export function dealCards(values) {
  /** @type {number[]} */
  const taken = []
  return values.map((value) => {
    let index = Math.floor(value * (SHOE - taken.length))
    // The index counts only cards still in the shoe: step over the ones dealt already, in order.
    for (const dealt of [...taken].sort((a, b) => a - b)) if (dealt <= index) index += 1
    taken.push(index)
    return { rank: (index % 13) + 1, suit: Math.floor(index / 13) % 4 }
  })
}

/** Baccarat value of a card: ace 1, two to nine their face, ten and faces 0. @param {Card} card */
export const cardPoints = (card) => (card.rank >= 10 ? 0 : card.rank)

/** @param {Card[]} hand */
export const handTotal = (hand) => hand.reduce((sum, card) => sum + cardPoints(card), 0) % 10

/**
 * Whether the banker draws a third card, given its total and the player's third card (null when
 * the player stood): the punto banco drawing table.
 * @param {number} banker
 * @param {number | null} playerThird points of the player's third card
 */
export function bankerDraws(banker, playerThird) {
  if (playerThird === null) return banker <= 5
  if (banker <= 2) return true
  if (banker === 3) return playerThird !== 8
  if (banker === 4) return playerThird >= 2 && playerThird <= 7
  if (banker === 5) return playerThird >= 4 && playerThird <= 7
  if (banker === 6) return playerThird === 6 || playerThird === 7
  return false
}

/**
 * A baccarat coup from the shoe's next cards, dealt player, banker, player, banker, then the
 * player's third card and the banker's as the rules say.
 * @param {Card[]} cards at least six
 */
export function baccaratCoup(cards) {
  let next = 0
  const deal = () => /** @type {Card} */ (cards[next++])
  const player = [deal()]
  const banker = [deal()]
  player.push(deal())
  banker.push(deal())
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8
  if (!natural) {
    /** @type {number | null} */
    let playerThird = null
    if (handTotal(player) <= 5) {
      const card = deal()
      player.push(card)
      playerThird = cardPoints(card)
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(deal())
  }
  const p = handTotal(player)
  const b = handTotal(banker)
  return {
    player,
    banker,
    playerTotal: p,
    bankerTotal: b,
    winner: p > b ? 'player' : b > p ? 'banker' : 'tie',
  }
}

/**
 * Dragon tiger: one card each, ace lowest, king highest, equal ranks tie.
 * @param {Card[]} cards two
 */
export function dragonTigerCoup([dragon, tiger]) {
  const d = /** @type {Card} */ (dragon)
  const t = /** @type {Card} */ (tiger)
  return { dragon: d, tiger: t, winner: d.rank > t.rank ? 'dragon' : t.rank > d.rank ? 'tiger' : 'tie' }
}

/** @param {number} pocket */
export const colourOf = (pocket) => (pocket === 0 ? 'green' : RED.includes(pocket) ? 'red' : 'black')

/**
 * The result of a round of one kind from its floats.
 * @param {TableKind} kind
 * @param {number[]} values TABLE_FLOATS[kind] floats
 */
export function drawResult(kind, values) {
  if (kind === 'roulette') {
    const pocket = /** @type {number} */ (WHEEL[Math.floor(/** @type {number} */ (values[0]) * 37)])
    return { pocket, colour: colourOf(pocket) }
  }
  const cards = dealCards(values.slice(0, TABLE_FLOATS[kind]))
  return kind === 'baccarat' ? baccaratCoup(cards) : dragonTigerCoup(cards)
}

const range = (/** @type {number} */ from, /** @type {number} */ to) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

/**
 * The numbers a roulette spot covers, or null for a spot that is not on the layout.
 * Spots: `n:17` (straight), `split:17-20`, `street:16` (16–18), `corner:16` (16, 17, 19, 20),
 * `line:16` (16–21), `dozen:1..3`, `column:1..3`, `red`, `black`, `odd`, `even`, `low` (1–18), `high`.
 * @param {string} spot
 * @returns {number[] | null}
 */
export function rouletteNumbers(spot) {
  const outside = {
    red: RED,
    black: range(1, 36).filter((n) => !RED.includes(n)),
    odd: range(1, 36).filter((n) => n % 2 === 1),
    even: range(1, 36).filter((n) => n % 2 === 0),
    low: range(1, 18),
    high: range(19, 36),
  }
  if (Object.hasOwn(outside, spot)) return outside[/** @type {keyof typeof outside} */ (spot)]
  const match = /^(n|split|street|corner|line|dozen|column):(\d{1,2})(?:-(\d{1,2}))?$/.exec(spot)
  if (!match) return null
  const [, type, first, second] = match
  const a = Number(first)
  const b = second === undefined ? null : Number(second)
  if ((type === 'split') !== (b !== null)) return null
  const topOfStreet = a >= 1 && (a - 1) % 3 === 0
  switch (type) {
    case 'n':
      return a <= 36 ? [a] : null
    case 'split': {
      const low = Math.min(a, /** @type {number} */ (b))
      const high = Math.max(a, /** @type {number} */ (b))
      const beside = high === low + 1 && low % 3 !== 0 && low >= 1
      const above = high === low + 3 && low >= 1
      const zero = low === 0 && high >= 1 && high <= 3
      return high <= 36 && (beside || above || zero) ? [low, high] : null
    }
    case 'street':
      return topOfStreet && a <= 34 ? range(a, a + 2) : null
    case 'corner':
      return a >= 1 && a % 3 !== 0 && a <= 32 ? [a, a + 1, a + 3, a + 4] : null
    case 'line':
      return topOfStreet && a <= 31 ? range(a, a + 5) : null
    case 'dozen':
      return a >= 1 && a <= 3 ? range(a * 12 - 11, a * 12) : null
    case 'column':
      return a >= 1 && a <= 3 ? range(1, 36).filter((n) => (n - a) % 3 === 0) : null
    default:
      return null
  }
}

/** The spots each kind takes (roulette: any spot `rouletteNumbers` accepts). */
export const SPOTS = { baccarat: ['player', 'banker', 'tie'], dragontiger: ['dragon', 'tiger', 'tie'] }

/**
 * Whether a spot exists at a kind of table.
 * @param {TableKind} kind
 * @param {string} spot
 */
export function validSpot(kind, spot) {
  if (kind === 'roulette') return rouletteNumbers(spot) !== null
  return SPOTS[kind].includes(spot)
}

/**
 * What one bet returns, its stake included (0 for a lost bet):
 * - roulette: a spot covering k numbers returns stake × 36 / k when the ball lands on one of them
 *   (straight 35:1, split 17:1, street 11:1, corner 8:1, line 5:1, dozen and column 2:1, even chances
 *   1:1); zero loses every even chance.
 * - baccarat: player 1:1, banker 1:1 less 5 % commission (rounded down), tie 8:1; player and banker
 *   bets are returned on a tie.
 * - dragon tiger: dragon and tiger 1:1, tie 8:1; on a tie dragon and tiger bets lose half.
 * @param {TableKind} kind
 * @param {string} spot
 * @param {number} stake minor units
 * @param {any} result drawResult's answer
 */
export function betReturn(kind, spot, stake, result) {
  if (kind === 'roulette') {
    const numbers = rouletteNumbers(spot) ?? []
    return numbers.includes(result.pocket) ? (stake * 36) / numbers.length : 0
  }
  if (spot === 'tie') return result.winner === 'tie' ? stake * 9 : 0
  if (result.winner === 'tie') return kind === 'baccarat' ? stake : Math.floor(stake / 2)
  if (spot !== result.winner) return 0
  return spot === 'banker' ? stake + Math.floor((stake * 95) / 100) : stake * 2
}
