// @ts-check
import { rebuildBets } from './migrations.mjs'

// Tables of the sportsbook. A sportsbook bet is a row of `bets` (engine `sportsbook`) that stays open
// until its fixtures' results are drawn, so `bets` is rebuilt once more: its engine may be any engine
// the code names (the CHECK of fixed names goes), a bet not decided by the member's seed pair has no
// seed or nonce, and the one-open-round rule holds for rounds with a seed only (a member may hold many
// open sportsbook bets). The rows and every index are kept.

/** @type {{ version: number, name: string, sql: string }[]} */
export const SPORTS_MIGRATIONS = [
  {
    version: 1400,
    name: 'sportsbook',
    sql: `
      ${rebuildBets(null, '', { nonce: '', openRound: "status = 'open' AND seed_id IS NOT NULL" })}
      CREATE INDEX bets_open_by_engine ON bets(engine, id) WHERE status = 'open';
      CREATE INDEX bets_table_round ON bets(node_id, nonce, member_id) WHERE seed_id IS NULL;

      -- One row per placed slip: the same slip sent twice (two tabs, a repeated tap) is refused.
      CREATE TABLE sport_slips (
        member_id INTEGER NOT NULL REFERENCES members(id),
        slip_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, slip_id)
      );

      -- A fixture's result, pinned by the first settlement that needs it.
      CREATE TABLE sport_results (
        fixture_id TEXT PRIMARY KEY,
        sport TEXT NOT NULL,
        home_score INTEGER NOT NULL,
        away_score INTEGER NOT NULL,
        seed TEXT NOT NULL,
        seed_hash TEXT NOT NULL,
        kickoff_at INTEGER NOT NULL,
        ends_at INTEGER NOT NULL,
        settled_at INTEGER NOT NULL
      );
      CREATE INDEX sport_results_sport ON sport_results(sport, ends_at DESC);
    `,
  },
]
