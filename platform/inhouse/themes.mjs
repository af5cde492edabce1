// @ts-check
// The looks one engine wears: every catalogue game of a kind maps, by a hash of its vendor and game
// code, to one of the engine's themes (its symbols' glyphs and colours), so a vendor's games show
// several themes and a game always shows the same one. The house games keep their own.

/** @typedef {import('./reels.mjs').ReelSymbol} ReelSymbol */

/**
 * Slot themes: plain-text glyphs every system font has, coloured by the stylesheet per theme.
 * @satisfies {Record<string, Record<ReelSymbol, string>>}
 */
export const SLOT_THEMES = {
  classic: {
    wild: 'W',
    scatter: '$',
    h1: '7',
    h2: 'BAR',
    h3: '★',
    m1: '♣',
    m2: '♥',
    l1: 'A',
    l2: 'K',
    l3: 'Q',
    l4: 'J',
  },
  gems: {
    wild: '✦',
    scatter: '◎',
    h1: '◆',
    h2: '⬟',
    h3: '▲',
    m1: '■',
    m2: '●',
    l1: 'A',
    l2: 'K',
    l3: 'Q',
    l4: 'J',
  },
  cosmic: {
    wild: '☄',
    scatter: '✺',
    h1: '☀',
    h2: '☾',
    h3: '♄',
    m1: '✶',
    m2: '✧',
    l1: 'A',
    l2: 'K',
    l3: 'Q',
    l4: 'J',
  },
  royal: {
    wild: '♛',
    scatter: '⚜',
    h1: '♚',
    h2: '♜',
    h3: '♞',
    m1: '♝',
    m2: '♟',
    l1: 'A',
    l2: 'K',
    l3: 'Q',
    l4: 'J',
  },
  fortune: {
    wild: '☯',
    scatter: '☘',
    h1: '♦',
    h2: '♠',
    h3: '♣',
    m1: '✿',
    m2: '❀',
    l1: '10',
    l2: '9',
    l3: '8',
    l4: '7',
  },
}

/** @typedef {keyof typeof SLOT_THEMES} SlotTheme */

/**
 * FNV-1a, 32 bits: a stable spread of codes over themes.
 * @param {string} value
 */
export function stableHash(value) {
  let hash = 0x811c9dc5
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * The theme a catalogue game wears: the house slot is classic, every other game the theme its
 * vendor and game code hash to.
 * @template {string} T
 * @param {readonly T[]} themes
 * @param {{ vendor_code: string, game_code: string }} game
 * @returns {T}
 */
export function themeOf(themes, game) {
  if (game.vendor_code === 'HOUSE') return /** @type {T} */ (themes[0])
  return /** @type {T} */ (themes[stableHash(`${game.vendor_code}:${game.game_code}`) % themes.length])
}

/** @param {{ vendor_code: string, game_code: string }} game */
export function slotThemeOf(game) {
  return themeOf(/** @type {SlotTheme[]} */ (Object.keys(SLOT_THEMES)), game)
}

/**
 * Fishing themes: the water's two gradient colours, the cannon and each fish's colour.
 * @satisfies {Record<string, { water: [string, string], cannon: string, fish: Record<import('./fishing.mjs').FishId, string> }>}
 */
export const FISHING_THEMES = {
  reef: {
    water: ['#0f6d8c', '#04263a'],
    cannon: '#f5a524',
    fish: {
      minnow: '#d8f3ff',
      clownfish: '#ff8c42',
      pufferfish: '#ffe066',
      turtle: '#7bd389',
      octopus: '#c77dff',
      ray: '#8ecae6',
      shark: '#adb5bd',
      whale: '#4d96ff',
    },
  },
  abyss: {
    water: ['#1b1f4b', '#05060f'],
    cannon: '#7cf5c9',
    fish: {
      minnow: '#b8f2e6',
      clownfish: '#ff6b6b',
      pufferfish: '#f9c74f',
      turtle: '#90be6d',
      octopus: '#f15bb5',
      ray: '#00bbf9',
      shark: '#ced4da',
      whale: '#9b5de5',
    },
  },
  lagoon: {
    water: ['#2a9d8f', '#0b3d3a'],
    cannon: '#ffd166',
    fish: {
      minnow: '#f1faee',
      clownfish: '#f77f00',
      pufferfish: '#fcbf49',
      turtle: '#a7c957',
      octopus: '#e76f51',
      ray: '#bde0fe',
      shark: '#dee2e6',
      whale: '#457b9d',
    },
  },
}

/** @typedef {keyof typeof FISHING_THEMES} FishingTheme */

/**
 * The theme a game opens in: a fishing theme for the fishing engine, a slot theme for the others
 * (which only the slot shows).
 * @param {string} engine
 * @param {{ vendor_code: string, game_code: string }} game
 * @returns {string}
 */
export function lookOf(engine, game) {
  if (engine === 'fishing') return themeOf(/** @type {FishingTheme[]} */ (Object.keys(FISHING_THEMES)), game)
  return slotThemeOf(game)
}
