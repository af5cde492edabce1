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
