// @ts-check
// Texas Hold'em against two house-run seats, fixed limit. Every seat antes one unit (the room's stake);
// the player sees their two cards and, at three decisions (before the flop, on the flop, on the turn),
// calls one unit or folds. The house seats play by a published rule from their own cards and the board,
// never from the player's. The river follows the last call, and the best five of seven cards share the
// pot; the rake is 5 % of the pot
// (rounded down), none when the hand ends before the flop.
//
// The module imports nothing, so the verification page runs this very file in the browser.

/** Cards dealt: the player's two, each house seat's two, then the five of the board. */
export const HOLDEM_FLOATS = 11
export const HOUSE_SEATS = 2
export const DECISIONS = 3
export const RAKE_PERCENT = 5

/** @typedef {{ rank: number, suit: number }} Card rank 2–14 (ace high), suit 0–3 (♠ ♥ ♦ ♣) */

/**
 * The hand's eleven cards from one 52-card deck, each float picking one of the cards left.
 * @param {number[]} values
 * @returns {{ player: Card[], seats: Card[][], board: Card[] }}
 */
export function dealHand(values) {
  /** @type {number[]} */
  const taken = []
  const cards = values.slice(0, HOLDEM_FLOATS).map((value) => {
    let index = Math.floor(value * (52 - taken.length))
    for (const dealt of [...taken].sort((a, b) => a - b)) if (dealt <= index) index += 1
    taken.push(index)
    return { rank: (index % 13) + 2, suit: Math.floor(index / 13) }
  })
  return {
    player: cards.slice(0, 2),
    seats: Array.from({ length: HOUSE_SEATS }, (_, seat) => cards.slice(2 + seat * 2, 4 + seat * 2)),
    board: cards.slice(2 + HOUSE_SEATS * 2),
  }
}

/**
 * The value of five cards as a list that compares element by element: the category (0 high card, 1
 * pair, 2 two pair, 3 three of a kind, 4 straight, 5 flush, 6 full house, 7 four of a kind, 8 straight
 * flush), then the ranks that break ties.
 * @param {Card[]} five
 */
function fiveValue(five) {
  const ranks = five.map((card) => card.rank).sort((a, b) => b - a)
  const flush = five.every((card) => card.suit === five[0]?.suit)
  const distinct = [...new Set(ranks)]
  let straightHigh = 0
  if (distinct.length === 5) {
    if (ranks[0] === /** @type {number} */ (ranks[4]) + 4) straightHigh = /** @type {number} */ (ranks[0])
    else if (ranks.join() === '14,5,4,3,2') straightHigh = 5
  }
  /** @type {Map<number, number>} */
  const counts = new Map()
  for (const rank of ranks) counts.set(rank, (counts.get(rank) ?? 0) + 1)
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])
  const shape = groups.map(([, count]) => count).join('')
  const byGroup = groups.map(([rank]) => rank)
  if (straightHigh && flush) return [8, straightHigh]
  if (shape === '41') return [7, ...byGroup]
  if (shape === '32') return [6, ...byGroup]
  if (flush) return [5, ...ranks]
  if (straightHigh) return [4, straightHigh]
  if (shape === '311') return [3, ...byGroup]
  if (shape === '221') return [2, ...byGroup]
  if (shape === '2111') return [1, ...byGroup]
  return [0, ...ranks]
}

/** @param {number[]} a @param {number[]} b */
export function compareValues(a, b) {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0)
    if (difference) return difference
  }
  return 0
}

/**
 * The best five-card value among five to seven cards.
 * @param {Card[]} cards
 */
export function bestValue(cards) {
  /** @type {number[]} */
  let best = []
  const pick = (/** @type {number} */ from, /** @type {Card[]} */ chosen) => {
    if (chosen.length === 5) {
      const value = fiveValue(chosen)
      if (!best.length || compareValues(value, best) > 0) best = value
      return
    }
    for (let index = from; index < cards.length; index += 1)
      pick(index + 1, [...chosen, /** @type {Card} */ (cards[index])])
  }
  pick(0, [])
  return best
}

/**
 * Whether a house seat stays in at a decision: before the flop with a pair, an ace or king, or two
 * cards of nine or better; after it with at least a pair using the board, or an ace in hand on the flop.
 * @param {Card[]} hole
 * @param {Card[]} board the board the seat sees: none, the flop, or flop and turn
 */
export function seatStays(hole, board) {
  const [a, b] = /** @type {[Card, Card]} */ (hole)
  if (!board.length)
    return a.rank === b.rank || Math.max(a.rank, b.rank) >= 13 || Math.min(a.rank, b.rank) >= 9
  const value = bestValue([...hole, ...board])
  if ((value[0] ?? 0) >= 1) return true
  return board.length === 3 && Math.max(a.rank, b.rank) === 14
}

/** The board seen at decision `street` (0 before the flop, 1 the flop, 2 the turn), and at showdown (3). */
export const boardAt = (/** @type {Card[]} */ board, /** @type {number} */ street) =>
  board.slice(0, [0, 3, 4, 5][street])

/**
 * Plays a hand to its end from the player's moves: `calls` is how many decisions the player called
 * (0–3) and whether they folded at the next one. Answers every seat's units in the pot, who was in at
 * the end, the winners, the rake and the player's payout, in minor units.
 * @param {{ player: Card[], seats: Card[][], board: Card[] }} hand
 * @param {number} calls decisions the player called, 0–3
 * @param {boolean} folded whether the player folded at decision `calls`
 * @param {number} unit the room's stake in minor units
 */
export function playOut(hand, calls, folded, unit) {
  const seatsIn = hand.seats.map(() => true)
  const units = { player: 1 + calls, seats: hand.seats.map(() => 1) }
  let street = 0
  for (; street < calls; street += 1) {
    hand.seats.forEach((hole, seat) => {
      if (!seatsIn[seat]) return
      if (seatStays(hole, boardAt(hand.board, street)))
        units.seats[seat] = /** @type {number} */ (units.seats[seat]) + 1
      else seatsIn[seat] = false
    })
    if (!seatsIn.some(Boolean)) break
  }
  const potUnits = units.player + units.seats.reduce((sum, value) => sum + value, 0)
  const pot = potUnits * unit
  const flopSeen = street >= 1
  const rake = flopSeen ? Math.floor((pot * RAKE_PERCENT) / 100) : 0
  /** @type {('player' | number)[]} */
  let winners = []
  /** @type {Record<string, number[]>} */
  const values = {}
  if (folded) winners = seatsIn.flatMap((stays, seat) => (stays ? [seat] : []))
  else if (!seatsIn.some(Boolean)) winners = ['player']
  else {
    const board = hand.board
    values.player = bestValue([...hand.player, ...board])
    hand.seats.forEach((hole, seat) => {
      if (seatsIn[seat]) values[seat] = bestValue([...hole, ...board])
    })
    const best = Object.values(values).reduce((top, value) => (compareValues(value, top) > 0 ? value : top))
    winners = Object.entries(values)
      .filter(([, value]) => compareValues(value, best) === 0)
      .map(([who]) => (who === 'player' ? 'player' : Number(who)))
  }
  // A split pot gives each winner an equal share rounded down; what rounding leaves stays with the house.
  const payout = winners.includes('player') ? Math.floor((pot - rake) / winners.length) : 0
  return {
    street: folded ? calls : Math.min(street, DECISIONS),
    units,
    seatsIn,
    pot,
    rake,
    winners,
    values,
    payout,
    showdown: !folded && seatsIn.some(Boolean),
  }
}

/**
 * What the player may see of a hand in progress: their cards, the board dealt so far, and which house
 * seats are still in (their cards stay hidden until the hand ends).
 * @param {number[]} values the hand's floats
 * @param {number} calls decisions called so far
 * @param {number} unit
 */
export function handInProgress(values, calls, unit) {
  const hand = dealHand(values)
  const sofar = playOut(hand, calls, false, unit)
  return {
    unit,
    calls,
    hole: hand.player,
    board: boardAt(hand.board, calls),
    seatsIn: sofar.seatsIn,
    pot: sofar.pot,
  }
}
