// @ts-check
// Missions, pending rewards and raffles (migrations 1050-1099, docs/platform.md, "Missions, rewards and
// raffles"). A reward is offered once per member and reference (`ref`), and claimed at most once.

/** @type {{ version: number, name: string, sql: string }[]} */
export const REWARDS_MIGRATIONS = [
  {
    version: 1050,
    name: 'missions, pending rewards and raffles',
    sql: `
      CREATE TABLE missions (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        sequence INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('wager', 'rounds', 'deposit')),
        game_type TEXT,
        target INTEGER NOT NULL CHECK (target > 0),
        period TEXT NOT NULL CHECK (period IN ('daily', 'weekly', 'once')),
        reward_minor INTEGER NOT NULL CHECK (reward_minor > 0),
        titles TEXT NOT NULL
      );
      CREATE INDEX missions_merchant ON missions(merchant_code, sequence);

      CREATE TABLE rewards (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('mission', 'raffle', 'rebate')),
        ref TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        claimed_at INTEGER,
        ledger_id INTEGER REFERENCES ledger(id),
        UNIQUE (member_id, ref)
      );
      CREATE INDEX rewards_member ON rewards(member_id, claimed_at, expires_at);
      CREATE INDEX rewards_leaderboard ON rewards(merchant_code, source, created_at);

      CREATE TABLE raffles (
        promotion_id INTEGER PRIMARY KEY REFERENCES promotions(id),
        merchant_code TEXT NOT NULL,
        cadence TEXT NOT NULL CHECK (cadence IN ('daily', 'weekly')),
        min_wager_minor INTEGER NOT NULL CHECK (min_wager_minor >= 0),
        winners INTEGER NOT NULL CHECK (winners > 0),
        prize_minor INTEGER NOT NULL CHECK (prize_minor > 0)
      );

      CREATE TABLE raffle_entries (
        promotion_id INTEGER NOT NULL REFERENCES raffles(promotion_id),
        draw_key INTEGER NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        joined_at INTEGER NOT NULL,
        PRIMARY KEY (promotion_id, draw_key, member_id)
      );

      CREATE TABLE raffle_draws (
        promotion_id INTEGER NOT NULL REFERENCES raffles(promotion_id),
        draw_key INTEGER NOT NULL,
        drawn_at INTEGER NOT NULL,
        PRIMARY KEY (promotion_id, draw_key)
      );
    `,
  },
  {
    // A draw can run before its period ends (the test control that draws one raffle now), and whoever
    // joins the same period afterwards is drawn at its end: each entry says whether it was drawn.
    version: 1350,
    name: 'raffle entries remember their draw',
    sql: `
      ALTER TABLE raffle_entries ADD COLUMN drawn_at INTEGER;
      UPDATE raffle_entries SET drawn_at = (
        SELECT d.drawn_at FROM raffle_draws d
        WHERE d.promotion_id = raffle_entries.promotion_id AND d.draw_key = raffle_entries.draw_key);
      CREATE INDEX raffle_entries_undrawn ON raffle_entries(promotion_id, draw_key) WHERE drawn_at IS NULL;
    `,
  },
]
