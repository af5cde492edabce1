// @ts-check
// The sportsbook engine: fixtures, prices and the rules that settle a selection. Pure functions of a
// schedule seed, the fixture id and the clock; it imports nothing, so the fixture verification page runs
// this very file in the browser.
//
// Schedule. Every sport and esports title has kick-offs every SLOT_MS on the platform's clock, with
// FIXTURES_PER_SLOT fixtures each; fixture `<sport>-<slot>-<k>` kicks off at slot × SLOT_MS. Its two
// sides and their strengths come from a hash of the schedule seed and the fixture id, so every
// platform run with the same seed lists the same fixtures.
//
// Model. Ball sports score as two Poisson counts (home and away expected goals from the sport's
// base scores, scaled by the sides' strength ratio to a sport's power); basketball cannot end level, so a tie is decided by one more point for a side chosen
// with its share of the expected points (overtime). Esports titles play a best of three maps, each
// won by the home side with probability strength_home / (strength_home + strength_away).
//
// Markets (pre-match, closed at kick-off): `1x2` (home, draw, away; no draw where the sport cannot
// end level), `handicap` (a half line, so never a push: home wins when home − away + line > 0) and
// `totals` (over or under a half line). Every market's probabilities come from the exact score
// distribution; a price is ⌊100 / (p × MARGIN)⌋ hundredths, at least 1.01, so a market's implied
// probabilities sum to at least MARGIN (106 %) and a selection returns at most 1 / 1.06 = 94.34 % of
// its stake at the true probability.
//
// Prices move: each PRICE_STEP_MS the expected scores (or map chance) shift by a factor drawn from the
// fixture id and the step, up to ±DRIFT. The result is drawn from the closing model, the one of the
// last step before kick-off.

export const SLOT_MS = 20 * 60 * 1000
export const FIXTURES_PER_SLOT = 2
export const PRICE_STEP_MS = 30 * 60 * 1000
export const DRIFT = 0.04
export const MARGIN = 1.06
export const MIN_PRICE = 101

/**
 * @typedef {object} SportRules
 * @property {'goals' | 'maps'} model
 * @property {boolean} draws whether a fixture may end level (a 1X2 market with a draw)
 * @property {number} homeBase expected home score between equal sides (goals model)
 * @property {number} awayBase expected away score between equal sides (goals model)
 * @property {number} spread how far strength moves the expected scores: each side's is scaled by
 *   (strength ratio)^spread (goals model)
 * @property {number} durationMs from kick-off to the result
 * @property {string[]} teams
 */

const CITIES = [
  'Aldmoor',
  'Brackenford',
  'Caldera',
  'Dunmere',
  'Eastvale',
  'Fairhaven',
  'Glenrock',
  'Harborview',
  'Ironbridge',
  'Juniper Bay',
  'Kestrel Point',
  'Lakemont',
  'Marlow',
  'Northgate',
  'Oakridge',
  'Pinecrest',
]

/** @param {string} suffix */
const clubs = (suffix) => CITIES.map((city) => `${city} ${suffix}`)

/** @type {Record<string, SportRules>} */
export const SPORTS = {
  football: {
    model: 'goals',
    draws: true,
    homeBase: 1.45,
    awayBase: 1.15,
    spread: 0.5,
    durationMs: 110 * 60 * 1000,
    teams: clubs('FC'),
  },
  basketball: {
    model: 'goals',
    draws: false,
    homeBase: 104,
    awayBase: 100,
    spread: 0.05,
    durationMs: 130 * 60 * 1000,
    teams: clubs('Hawks'),
  },
  ice_hockey: {
    model: 'goals',
    draws: true,
    homeBase: 3.1,
    awayBase: 2.8,
    spread: 0.5,
    durationMs: 150 * 60 * 1000,
    teams: clubs('Blades'),
  },
}

const ESPORTS_TEAMS = [
  'Nova Five',
  'Crimson Byte',
  'Iron Lotus',
  'Polar Static',
  'Golden Wyrm',
  'Quiet Storm',
  'Neon Tide',
  'Vanta Squad',
  'Solar Drift',
  'Echo Prime',
  'Ember Unit',
  'Zenith Six',
]

/** @type {Record<string, SportRules>} */
export const ESPORTS = {
  cs2: {
    model: 'maps',
    draws: false,
    homeBase: 0,
    awayBase: 0,
    spread: 1,
    durationMs: 150 * 60 * 1000,
    teams: ESPORTS_TEAMS,
  },
  dota2: {
    model: 'maps',
    draws: false,
    homeBase: 0,
    awayBase: 0,
    spread: 1,
    durationMs: 160 * 60 * 1000,
    teams: ESPORTS_TEAMS,
  },
  lol: {
    model: 'maps',
    draws: false,
    homeBase: 0,
    awayBase: 0,
    spread: 1,
    durationMs: 120 * 60 * 1000,
    teams: ESPORTS_TEAMS,
  },
  valorant: {
    model: 'maps',
    draws: false,
    homeBase: 0,
    awayBase: 0,
    spread: 1,
    durationMs: 140 * 60 * 1000,
    teams: ESPORTS_TEAMS,
  },
}

/** @param {string} sport */
export function rulesOf(sport) {
  return Object.hasOwn(SPORTS, sport)
    ? /** @type {SportRules} */ (SPORTS[sport])
    : Object.hasOwn(ESPORTS, sport)
      ? /** @type {SportRules} */ (ESPORTS[sport])
      : null
}

/**
 * FNV-1a then a splitmix round: a float in [0, 1) from a string, for the schedule and the price drift
 * (not for results, which come from the fixture's seed).
 * @param {string} value
 */
export function unitHash(value) {
  let hash = 0x811c9dc5
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d) >>> 0
  hash = Math.imul(hash ^ (hash >>> 15), 0x846ca68b) >>> 0
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32
}

/**
 * @typedef {object} Fixture
 * @property {string} id
 * @property {string} sport
 * @property {number} kickoffAt
 * @property {number} endsAt
 * @property {string} home
 * @property {string} away
 * @property {number} homeStrength
 * @property {number} awayStrength
 */

const FIXTURE_ID = /^([a-z0-9_]{2,20})-(\d{1,12})-(\d)$/

/**
 * A fixture from its id, or null for an id no schedule makes.
 * @param {string} seed the schedule seed
 * @param {unknown} id
 * @returns {Fixture | null}
 */
export function fixtureOf(seed, id) {
  const match = typeof id === 'string' ? FIXTURE_ID.exec(id) : null
  if (!match) return null
  const sport = /** @type {string} */ (match[1])
  const slot = Number(match[2])
  const k = Number(match[3])
  const rules = rulesOf(sport)
  if (!rules || k >= FIXTURES_PER_SLOT || !Number.isSafeInteger(slot * SLOT_MS)) return null
  const teams = rules.teams
  const first = Math.floor(unitHash(`${seed}:${id}:home`) * teams.length)
  const offset = 1 + Math.floor(unitHash(`${seed}:${id}:away`) * (teams.length - 1))
  const home = /** @type {string} */ (teams[first])
  const away = /** @type {string} */ (teams[(first + offset) % teams.length])
  const kickoffAt = slot * SLOT_MS
  return {
    id: /** @type {string} */ (id),
    sport,
    kickoffAt,
    endsAt: kickoffAt + rules.durationMs,
    home,
    away,
    homeStrength: strengthOf(seed, sport, home),
    awayStrength: strengthOf(seed, sport, away),
  }
}

/**
 * A side's strength in one sport: 0.7 to 1.4, fixed by the schedule seed.
 * @param {string} seed @param {string} sport @param {string} team
 */
function strengthOf(seed, sport, team) {
  return 0.7 + 0.7 * unitHash(`${seed}:${sport}:${team}:strength`)
}

/**
 * The fixtures of one sport kicking off in [from, to), earliest first.
 * @param {string} seed @param {string} sport @param {number} from @param {number} to
 * @returns {Fixture[]}
 */
export function fixturesBetween(seed, sport, from, to) {
  /** @type {Fixture[]} */
  const list = []
  for (let slot = Math.ceil(from / SLOT_MS); slot * SLOT_MS < to; slot += 1) {
    for (let k = 0; k < FIXTURES_PER_SLOT; k += 1) {
      const fixture = fixtureOf(seed, `${sport}-${slot}-${k}`)
      if (fixture) list.push(fixture)
    }
  }
  return list
}

/**
 * The model's parameters at a time: expected scores (goals) or the home side's map chance (maps),
 * moved by the drift of that price step.
 * @param {string} seed @param {Fixture} fixture @param {number} at
 */
export function modelAt(seed, fixture, at) {
  const rules = /** @type {SportRules} */ (rulesOf(fixture.sport))
  const step = Math.floor(Math.min(at, fixture.kickoffAt - 1) / PRICE_STEP_MS)
  const drift = 1 + DRIFT * (2 * unitHash(`${seed}:${fixture.id}:drift:${step}`) - 1)
  const ratio = fixture.homeStrength / fixture.awayStrength
  if (rules.model === 'maps') {
    const chance = (ratio * drift) / (ratio * drift + 1)
    return { model: /** @type {const} */ ('maps'), mapChance: chance, homeMean: 0, awayMean: 0, draws: false }
  }
  return {
    model: /** @type {const} */ ('goals'),
    mapChance: 0,
    homeMean: rules.homeBase * ratio ** rules.spread * drift,
    awayMean: rules.awayBase / ratio ** rules.spread / drift,
    draws: rules.draws,
  }
}

/** @typedef {ReturnType<typeof modelAt>} Model */

/**
 * Poisson probabilities 0..max with the tail folded into the last cell.
 * @param {number} mean
 */
function poisson(mean) {
  const max = Math.ceil(mean + 10 * Math.sqrt(mean) + 10)
  /** @type {number[]} */
  const cells = []
  let p = Math.exp(-mean)
  let sum = 0
  for (let k = 0; k <= max; k += 1) {
    cells.push(p)
    sum += p
    p = (p * mean) / (k + 1)
  }
  cells[max] = /** @type {number} */ (cells[max]) + Math.max(0, 1 - sum)
  return cells
}

/**
 * The exact distribution of final scores: [home, away, probability][].
 * @param {Model} model
 * @returns {[number, number, number][]}
 */
export function scoreDistribution(model) {
  if (model.model === 'maps') {
    const p = model.mapChance
    const q = 1 - p
    return [
      [2, 0, p * p],
      [2, 1, 2 * p * p * q],
      [1, 2, 2 * p * q * q],
      [0, 2, q * q],
    ]
  }
  const home = poisson(model.homeMean)
  const away = poisson(model.awayMean)
  const share = model.homeMean / (model.homeMean + model.awayMean)
  /** @type {Map<string, [number, number, number]>} */
  const cells = new Map()
  const add = (/** @type {number} */ h, /** @type {number} */ a, /** @type {number} */ p) => {
    const key = `${h}:${a}`
    const cell = cells.get(key)
    if (cell) cell[2] += p
    else cells.set(key, [h, a, p])
  }
  home.forEach((ph, h) => {
    away.forEach((pa, a) => {
      const p = ph * pa
      if (p < 1e-15) return
      if (h === a && !model.draws) {
        add(h + 1, a, p * share)
        add(h, a + 1, p * (1 - share))
      } else add(h, a, p)
    })
  })
  return [...cells.values()]
}

/**
 * @typedef {'1x2' | 'handicap' | 'totals'} MarketKind
 * @typedef {'home' | 'draw' | 'away' | 'over' | 'under'} Pick
 */

export const MARKETS = /** @type {const} */ (['1x2', 'handicap', 'totals'])

/**
 * Whether a pick wins on a final score. Handicap lines are the home side's and totals lines are half
 * lines, so no pick is ever void.
 * @param {MarketKind} market @param {Pick} pick @param {number | null} line @param {number} home @param {number} away
 */
export function pickWins(market, pick, line, home, away) {
  if (market === '1x2') {
    if (pick === 'home') return home > away
    if (pick === 'away') return away > home
    return pick === 'draw' && home === away
  }
  const value = /** @type {number} */ (line)
  if (market === 'handicap') {
    if (pick === 'home') return home - away + value > 0
    return pick === 'away' && away - home - value > 0
  }
  if (pick === 'over') return home + away > value
  return pick === 'under' && home + away < value
}

/**
 * The lines of a fixture's handicap and totals, from its closing model so they never move: the half
 * lines nearest to the expected goal difference and total.
 * @param {Model} closing
 */
export function linesOf(closing) {
  if (closing.model === 'maps') return { handicap: -1.5, totals: 2.5 }
  const difference = closing.homeMean - closing.awayMean
  const total = closing.homeMean + closing.awayMean
  return {
    handicap: -(Math.round(difference - 0.5) + 0.5),
    totals: Math.floor(total) + 0.5,
  }
}

/**
 * @typedef {object} Market
 * @property {MarketKind} market
 * @property {number | null} line
 * @property {{ pick: Pick, price: number, probability: number }[]} picks price in hundredths
 */

/** @param {number} probability */
export function priceOf(probability) {
  return Math.max(MIN_PRICE, Math.floor(100 / (probability * MARGIN)))
}

/**
 * The fixture's markets at a time, priced from the model of that time's step.
 * @param {string} seed @param {Fixture} fixture @param {number} at
 * @returns {Market[]}
 */
export function marketsAt(seed, fixture, at) {
  const model = modelAt(seed, fixture, at)
  const lines = linesOf(modelAt(seed, fixture, fixture.kickoffAt))
  const scores = scoreDistribution(model)
  /** @param {MarketKind} market @param {number | null} line @param {Pick[]} picks */
  const market = (market, line, picks) => ({
    market,
    line,
    picks: picks.map((pick) => {
      let probability = 0
      for (const [home, away, p] of scores) if (pickWins(market, pick, line, home, away)) probability += p
      return { pick, price: priceOf(probability), probability }
    }),
  })
  return [
    market('1x2', null, model.draws ? ['home', 'draw', 'away'] : ['home', 'away']),
    market('handicap', lines.handicap, ['home', 'away']),
    market('totals', lines.totals, ['over', 'under']),
  ]
}

/**
 * A fixture's final score from its result floats and its closing model: goals by inverse Poisson
 * sampling (home from the first float, away from the second, a tie in a sport without draws decided by
 * the third); maps one float per map until a side has two.
 * @param {Model} closing @param {number[]} values at least three floats
 * @returns {{ home: number, away: number }}
 */
export function drawScore(closing, values) {
  if (closing.model === 'maps') {
    let home = 0
    let away = 0
    for (const value of values) {
      if (home === 2 || away === 2) break
      if (value < closing.mapChance) home += 1
      else away += 1
    }
    return { home, away }
  }
  const sample = (/** @type {number} */ mean, /** @type {number} */ value) => {
    let k = 0
    let p = Math.exp(-mean)
    let cumulative = p
    while (value >= cumulative && k < 10_000) {
      k += 1
      p = (p * mean) / k
      cumulative += p
    }
    return k
  }
  let home = sample(closing.homeMean, /** @type {number} */ (values[0]))
  let away = sample(closing.awayMean, /** @type {number} */ (values[1]))
  if (home === away && !closing.draws) {
    if (/** @type {number} */ (values[2]) < closing.homeMean / (closing.homeMean + closing.awayMean))
      home += 1
    else away += 1
  }
  return { home, away }
}

export const RESULT_FLOATS = 3

/**
 * A multiple's price: the product of its legs' prices, in hundredths, rounded down.
 * @param {number[]} prices
 */
export function combinedPrice(prices) {
  let product = 1n
  for (const price of prices) product *= BigInt(price)
  return Number(product / 100n ** BigInt(Math.max(0, prices.length - 1)))
}

/**
 * What a bet pays: stake × price (stake back included) when every leg wins, else nothing.
 * @param {number} stake @param {number[]} prices @param {boolean[]} wins
 */
export function betPayout(stake, prices, wins) {
  if (!wins.every(Boolean)) return 0
  let payout = BigInt(stake)
  for (const price of prices) payout *= BigInt(price)
  return Number(payout / 100n ** BigInt(prices.length))
}
