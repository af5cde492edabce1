// @ts-check
// Tables of the game area: favourites, recently played, launch sessions, provably-fair seed pairs and
// bets. Versions start at 100 so they never collide with the core's numbering.

/**
 * Live tables of the seed named for games the platform does not deal, and the table each becomes.
 * @type {[from: string, to: string][]}
 */
export const LIVE_TABLE_RENAMES = [
  ['Blackjack', 'Speed Roulette'],
  ['Sic Bo', 'Auto Roulette'],
  ['Bac Bo', 'Speed Dragon Tiger'],
]

/**
 * The `bets` table as the game migrations write it, under the name `table`: its `engine` one of `engines`
 * (SQL list; null: any), `seed_id` with the constraint `seedConstraint` and `nonce` with `nonce`.
 * @param {string} table
 * @param {string | null} engines
 * @param {string} seedConstraint
 * @param {string} nonce
 */
const betsTable = (table, engines, seedConstraint, nonce) => `
      CREATE TABLE ${table} (
        id INTEGER PRIMARY KEY,
        round_ref TEXT NOT NULL UNIQUE,
        member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL,
        node_id INTEGER NOT NULL REFERENCES games(node_id),
        vendor_code TEXT NOT NULL,
        game_type TEXT NOT NULL,
        engine TEXT NOT NULL${engines === null ? '' : ` CHECK (engine IN (${engines}))`},
        launch_session_id TEXT REFERENCES launch_sessions(id),
        seed_id INTEGER ${seedConstraint} REFERENCES fair_seeds(id),
        nonce INTEGER ${nonce},
        stake_minor INTEGER NOT NULL CHECK (stake_minor > 0),
        payout_minor INTEGER NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
        status TEXT NOT NULL CHECK (status IN ('open', 'settled')),
        params TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT '{}',
        outcome TEXT,
        created_at INTEGER NOT NULL,
        settled_at INTEGER,
        UNIQUE (seed_id, nonce)
      );`

/**
 * The indexes of `bets` every version has: `openRound` the rows the one-open-round rule holds for.
 * @param {string} openRound
 */
const betsIndexes = (openRound) => `
      CREATE INDEX bets_member ON bets(member_id, id DESC);
      CREATE INDEX bets_session ON bets(launch_session_id, id);
      CREATE INDEX bets_winners ON bets(merchant_code, settled_at, payout_minor);
      CREATE UNIQUE INDEX bets_one_open_round ON bets(member_id, node_id) WHERE ${openRound};`

/**
 * Rebuilds `bets` with the same rows and indexes, its `engine` one of `engines` (SQL list; null: any) and
 * `seed_id` with the given constraint: SQLite cannot widen a CHECK in place. `nonce` is its constraint and
 * `openRound` the rows the one-open-round rule holds for.
 * @param {string | null} engines
 * @param {string} seedConstraint
 * @param {{ nonce?: string, openRound?: string }} [options]
 */
export const rebuildBets = (
  engines,
  seedConstraint,
  { nonce = 'NOT NULL', openRound = "status = 'open'" } = {},
) => `${betsTable('bets_next', engines, seedConstraint, nonce)}
      INSERT INTO bets_next SELECT * FROM bets;
      DROP TABLE bets;
      ALTER TABLE bets_next RENAME TO bets;${betsIndexes(openRound)}
      CREATE INDEX bets_member_period ON bets(member_id, created_at, game_type, status, stake_minor, payout_minor);`

/** @type {{ version: number, name: string, sql: string }[]} */
export const GAME_MIGRATIONS = [
  {
    version: 100,
    name: 'games-favourites-recent-launch-bets',
    sql: `
      CREATE TABLE game_favourites (
        member_id INTEGER NOT NULL REFERENCES members(id),
        node_id INTEGER NOT NULL REFERENCES games(node_id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, node_id)
      );

      CREATE TABLE game_recent (
        member_id INTEGER NOT NULL REFERENCES members(id),
        node_id INTEGER NOT NULL REFERENCES games(node_id),
        last_played_at INTEGER NOT NULL,
        plays INTEGER NOT NULL DEFAULT 1,
        PRIMARY KEY (member_id, node_id)
      );
      CREATE INDEX game_recent_member ON game_recent(member_id, last_played_at DESC);

      CREATE TABLE launch_sessions (
        id TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL,
        token_hash TEXT NOT NULL,
        node_id INTEGER NOT NULL REFERENCES games(node_id),
        room_id TEXT,
        language TEXT NOT NULL,
        account_type INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX launch_sessions_member ON launch_sessions(member_id, created_at);
      CREATE INDEX launch_sessions_node ON launch_sessions(node_id, expires_at);

      CREATE TABLE fair_seeds (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        server_seed TEXT NOT NULL,
        server_seed_hash TEXT NOT NULL,
        client_seed TEXT NOT NULL,
        next_nonce INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        revealed_at INTEGER
      );
      CREATE UNIQUE INDEX fair_seeds_active ON fair_seeds(member_id) WHERE revealed_at IS NULL;

      ${betsTable('bets', "'dice', 'slot5x3', 'mines'", 'NOT NULL', 'NOT NULL')}${betsIndexes("status = 'open'")}

      CREATE TABLE game_maintenance (
        node_id INTEGER PRIMARY KEY REFERENCES games(node_id),
        since INTEGER NOT NULL
      );
    `,
  },
  {
    // The fishing game is an engine of its own. SQLite cannot widen a CHECK in place, so the table is
    // rebuilt with the same rows, and its indexes (the funds reports' one included) are made again.
    // It runs after every earlier migration, so every index on bets exists when it copies them.
    version: 1372,
    name: 'bets-fishing-engine',
    sql: `
      ${rebuildBets("'dice', 'slot5x3', 'mines', 'fishing'", 'NOT NULL')}
    `,
  },
  {
    // The live tables: their rounds (seed, hash, window) and their bets in \`bets\`, which a table bet
    // enters with no member seed pair (its round's seed decides it) and the round number as nonce.
    // The table is rebuilt as in 1372 to take the table engines, Hold'em and a null seed_id. Live tables
    // named for games they do not deal are renamed for the ones they do, and the card room that plays
    // Texas Hold'em again is named so.
    version: 1384,
    name: 'live-table-rounds',
    sql: `
      ${rebuildBets("'dice', 'slot5x3', 'mines', 'fishing', 'roulette', 'baccarat', 'dragontiger', 'holdem'", '')}
      CREATE INDEX bets_table_round ON bets(node_id, nonce, member_id) WHERE seed_id IS NULL;

      CREATE TABLE table_rounds (
        node_id INTEGER NOT NULL REFERENCES games(node_id),
        round_no INTEGER NOT NULL,
        seed TEXT NOT NULL,
        seed_hash TEXT NOT NULL,
        opens_at INTEGER NOT NULL,
        closes_at INTEGER NOT NULL,
        result TEXT,
        settled_at INTEGER,
        PRIMARY KEY (node_id, round_no)
      );

      ${LIVE_TABLE_RENAMES.map(
        ([from, to]) =>
          `UPDATE games SET name = replace(name, ' ${from} ', ' ${to} '),
             game_code = replace(game_code, '_${from.toLowerCase().replace(/ /g, '_')}_', '_${to.toLowerCase().replace(/ /g, '_')}_')
           WHERE game_type = 'LIVE' AND name LIKE '% ${from} %';`,
      ).join('\n')}
      UPDATE games SET name = 'Texas Hold''em', game_code = 'texas_hold_em'
        WHERE vendor_code = 'DUEL' AND game_code = 'dice_duel';
    `,
  },
]
