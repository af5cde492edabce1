// @ts-check
// The seeded game catalogue as data: the vendors in lobby order, how each one's games are made, the
// words generated names are built from, and bet sizes. `lib/seed.mjs` turns it into rows with its
// seeded generator, so the same data always gives the same catalogue.
import { DICE_ROOMS } from './catalogue-migrations.mjs'

/**
 * How a vendor's games are made. `fixed`: exactly these; `named`: one per name, all of one
 * classification; `live`: `count` tables named after LIVE_TABLES under a prefix; `single`: one sports
 * game; `fishing`: every other noun-suffix pair of FISH_NOUNS × FISH_SUFFIXES, at most `fishing`;
 * `slots`: that many unique adjective-noun names with a share of table and crash games.
 * @typedef {{ fixed: { name: string, classify: string, code: string }[] }
 *   | { named: string[], classify: string }
 *   | { live: string, count: number }
 *   | { single: string }
 *   | { fishing: number }
 *   | { slots: number }} GameSource
 */

/**
 * @typedef {object} VendorSeed
 * @property {string} code
 * @property {string} name
 * @property {string} category
 * @property {string} gameType
 * @property {'LOBBY' | 'VASSALAGE' | 'GAME'} cardMode how the vendor card opens: category lobby, game-list popup, or its single game
 * @property {number} hue
 * @property {boolean} hot
 * @property {GameSource} games
 */

// prettier-ignore
export const ADJECTIVES = [
  'Golden', 'Lucky', 'Mystic', 'Wild', 'Royal', 'Crystal', 'Thunder', 'Jade', 'Sapphire', 'Blazing',
  'Frozen', 'Emerald', 'Cosmic', 'Ancient', 'Fortune', 'Neon', 'Ruby', 'Silver', 'Midnight', 'Sunny',
  'Tropical', 'Savage', 'Electric', 'Hidden', 'Secret', 'Magic', 'Sacred', 'Mighty', 'Shining', 'Velvet',
]

// prettier-ignore
export const NOUNS = [
  'Tiger', 'Phoenix', 'Pharaoh', 'Koi', 'Panda', 'Lion', 'Temple', 'Treasure', 'Gems', 'Fruits',
  'Riches', 'Empire', 'Jungle', 'Ocean', 'Samurai', 'Viking', 'Lantern', 'Carnival', 'Rodeo', 'Safari',
  'Express', 'Nights', 'Harvest', 'Bonanza', 'Quest', 'Spins', 'Wolves', 'Buffalo', 'Pearls', 'Volcano',
]

// Crash games are played by the dice engine (a target multiplier and one roll), and are named so.
export const CRASH_NOUNS = [
  'Rocket Dice',
  'Comet Dice',
  'Skyline Dice',
  'Launch Dice',
  'Orbit Dice',
  'Jetstream Dice',
  'Balloon Dice',
  'Meteor Dice',
]
// Roulette, baccarat and dragon tiger are dealt by the live-table engine; the others are dice games
// (catalogue-migrations.mjs renames the card and bean games existing stores were seeded with).
export const TABLE_GAMES = [
  'Twenty-One Dice',
  'Roulette',
  'Baccarat',
  'High Roll Dice',
  'Dragon Tiger',
  'Triple Dice',
  'Target Dice',
]
// Each is dealt by the live-table engine its name says (platform/inhouse/tables/).
export const LIVE_TABLES = [
  'Baccarat',
  'Roulette',
  'Speed Roulette',
  'Auto Roulette',
  'Dragon Tiger',
  'Speed Baccarat',
  'Speed Dragon Tiger',
]
export const FISH_NOUNS = ['Reef', 'Deep Sea', 'Harbor', 'Lagoon', 'Coral', 'Abyss', 'Tidepool', 'Kraken']
export const FISH_SUFFIXES = ['Hunter', 'Bounty', 'Catch', 'Frenzy']
// The card-room vendor's rooms: Texas Hold'em against house seats, and the others named for the dice
// game each one plays.
export const CARD_ROOMS = DICE_ROOMS.map((name) => (name === 'Dice Duel' ? "Texas Hold'em" : name))
export const SEA_DRAWS = [
  'SEA Lotto 5D',
  'Quick 3D',
  'Keno 80',
  'Pick 3',
  'Fast Lotto 1 Minute',
  'Thai Lotto',
  'Lao Lotto',
  'Malay 4D',
]
export const VN_DRAWS = [
  'Mien Bac',
  'Mien Trung',
  'Mien Nam',
  'Sieu Toc 45s',
  'Sieu Toc 1 Phut',
  'Sieu Toc 5 Phut',
  'Keno VN',
  'Lo De',
]

/** @type {VendorSeed[]} */
export const VENDORS = [
  {
    code: 'HOUSE',
    name: 'House Originals',
    category: 'INHOUSE',
    gameType: 'INHOUSE',
    cardMode: 'LOBBY',
    hue: 280,
    hot: true,
    games: {
      fixed: [
        { name: 'Dice', classify: 'original', code: 'dice' },
        { name: 'Classic Slot 5x3', classify: 'original', code: 'slot5x3' },
        { name: 'Mines', classify: 'original', code: 'mines' },
      ],
    },
  },
  {
    code: 'TCG_SEA',
    name: 'Southeast Draws',
    category: 'ELOTT',
    gameType: 'ELOTT',
    cardMode: 'LOBBY',
    hue: 20,
    hot: false,
    games: { named: SEA_DRAWS, classify: 'lottery' },
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'Northern Lotto VN',
    category: 'LOTT',
    gameType: 'LOTT',
    cardMode: 'LOBBY',
    hue: 0,
    hot: false,
    games: { named: VN_DRAWS, classify: 'lottery' },
  },
  {
    code: 'VELV',
    name: 'Velvet Live',
    category: 'LIVE',
    gameType: 'LIVE',
    cardMode: 'VASSALAGE',
    hue: 330,
    hot: true,
    games: { live: 'Velvet', count: 21 },
  },
  {
    code: 'CRWN',
    name: 'Crown Table Live',
    category: 'LIVE',
    gameType: 'LIVE',
    cardMode: 'VASSALAGE',
    hue: 45,
    hot: false,
    games: { live: 'Crown', count: 14 },
  },
  {
    code: 'FLDS',
    name: 'Fieldstone Sports',
    category: 'SPORTS',
    gameType: 'SPORTS',
    cardMode: 'GAME',
    hue: 120,
    hot: true,
    games: { single: 'Fieldstone Sportsbook' },
  },
  ...[
    ['AV', 'Apex Versus Esports', 200],
    ['AI', 'Arena Insight Esports', 215],
    ['IMES', 'Ion Masters Esports', 230],
    ['TF', 'Titan Forge Esports', 245],
    ['IA', 'Iron Ascent Esports', 260],
  ].map(([code, name, hue]) => ({
    code: String(code),
    name: String(name),
    category: 'SPORTS',
    gameType: 'SPORTS',
    cardMode: /** @type {const} */ ('GAME'),
    hue: Number(hue),
    hot: false,
    games: { single: `${name} Arena` },
  })),
  {
    code: 'REEF',
    name: 'Reef Hunters',
    category: 'FISH',
    gameType: 'FISH',
    cardMode: 'VASSALAGE',
    hue: 190,
    hot: false,
    games: { fishing: 16 },
  },
  {
    code: 'LUMA',
    name: 'Luma Reels',
    category: 'RNG',
    gameType: 'RNG',
    cardMode: 'LOBBY',
    hue: 50,
    hot: true,
    games: { slots: 80 },
  },
  {
    code: 'KITE',
    name: 'Kite Slots',
    category: 'RNG',
    gameType: 'RNG',
    cardMode: 'LOBBY',
    hue: 160,
    hot: false,
    games: { slots: 75 },
  },
  {
    code: 'ORBX',
    name: 'Orbix Gaming',
    category: 'RNG',
    gameType: 'RNG',
    cardMode: 'LOBBY',
    hue: 260,
    hot: false,
    games: { slots: 70 },
  },
  {
    code: 'DUEL',
    name: 'Duel Table',
    category: 'PVP',
    gameType: 'PVP',
    cardMode: 'VASSALAGE',
    hue: 10,
    hot: false,
    games: { named: CARD_ROOMS, classify: 'cards' },
  },
]

/** Minimum bets in minor units, per game classification. */
export const MIN_BETS = {
  slot: [10, 20, 50, 100],
  crash: [10, 50],
  table: [100, 200, 500],
  fishing: [10, 50],
  cards: [100, 500, 1000],
  sports: [100],
  lottery: [100],
  original: [10],
}
export const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024]
