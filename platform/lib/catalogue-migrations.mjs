// @ts-check
// Catalogue changes that existing databases need too (fresh ones are seeded with the new values).

// The card-room vendor's rooms all play the dice engine, so each is named for that game rather than for a
// card game it does not play. Fixed here as it was applied; the seed keeps the current names.
/** @type {[from: string, to: string][]} */
const DICE_ROOM_RENAMES = [
  ["Texas Hold'em", 'Dice Duel'],
  ['Omaha', 'Dice Duel Classic'],
  ['Short Deck', 'Dice Duel Turbo'],
  ['Teen Patti', 'High-Low Dice'],
  ['Rummy', 'Over Under Dice'],
  ['Niu Niu', 'Lucky Dice'],
  ['Tien Len', 'Dice Rush'],
  ['Pusoy', 'Dice Arena'],
  ['Domino QQ', 'Dice Showdown'],
  ['Sam Loc', 'Dice Royale'],
  ['Mau Binh', 'Golden Dice'],
  ['Capsa Susun', 'Dice Masters'],
  ['Big Two', 'Dice Clash'],
  ['Andar Bahar', 'Dice Blitz'],
  ['Blackjack Duel', 'Dice Sprint'],
]

// The slot vendors' table games that are not roulette, baccarat or dragon tiger play the dice engine, so
// they are named for a dice game rather than a card or bean game they do not deal. Same positions in the
// seed's list (platform/lib/seed-catalogue.mjs), so every game keeps its node id.
/** @type {[from: string, to: string][]} */
export const SLOT_TABLE_RENAMES = [
  ['Blackjack', 'Twenty-One Dice'],
  ['Sic Bo', 'High Roll Dice'],
  ['Three Card Poker', 'Triple Dice'],
  ['Fan Tan', 'Target Dice'],
]

/** @param {string} name */
const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')

/** @param {string} text */
const quote = (text) => `'${text.replace(/'/g, "''")}'`

/** @type {{ version: number, name: string, sql: string }[]} */
export const CATALOGUE_MIGRATIONS = [
  {
    version: 950,
    name: 'dice rooms named for their game',
    sql: DICE_ROOM_RENAMES.map(
      ([from, to]) =>
        `UPDATE games SET name = ${quote(to)}, game_code = ${quote(slug(to))}
         WHERE vendor_code = 'DUEL' AND game_code = ${quote(slug(from))};`,
    ).join('\n'),
  },
  {
    version: 951,
    name: 'slot vendors table games named for the dice they play',
    sql: SLOT_TABLE_RENAMES.map(
      ([from, to]) =>
        `UPDATE games SET name = replace(name, ${quote(` ${from}`)}, ${quote(` ${to}`)}),
           game_code = replace(game_code, ${quote(`_${slug(from)}`)}, ${quote(`_${slug(to)}`)})
         WHERE game_classify = 'table' AND game_type = 'RNG' AND name LIKE ${quote(`% ${from}`)};`,
    ).join('\n'),
  },
  {
    version: 952,
    name: 'crash games named for the dice round they play',
    sql: `UPDATE games SET name = name || ' Dice', game_code = game_code || '_dice'
            WHERE game_classify = 'crash' AND name NOT LIKE '% Dice';`,
  },
]

export const DICE_ROOMS = DICE_ROOM_RENAMES.map(([, to]) => to)
