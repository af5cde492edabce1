// @ts-check
// Player protection's tables (migrations 600-649): limits with their pending raise, time-outs and
// self-exclusions, and each member's reality-check interval.

/** @type {{ version: number, name: string, sql: string }[]} */
export const PROTECTION_MIGRATIONS = [
  {
    version: 600,
    name: 'player-protection',
    sql: `
      CREATE TABLE rg_limits (
        member_id INTEGER NOT NULL REFERENCES members(id),
        kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
        period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
        amount INTEGER CHECK (amount IS NULL OR amount > 0),
        pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
        pending_removal INTEGER NOT NULL DEFAULT 0,
        pending_from INTEGER,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, kind, period)
      );

      CREATE TABLE rg_blocks (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        kind TEXT NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
        duration TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        ends_at INTEGER,
        lift_requested_at INTEGER
      );
      CREATE INDEX rg_blocks_member ON rg_blocks(member_id, started_at);

      CREATE TABLE rg_settings (
        member_id INTEGER PRIMARY KEY REFERENCES members(id),
        reality_minutes INTEGER NOT NULL DEFAULT 60 CHECK (reality_minutes IN (15, 30, 60)),
        reality_from INTEGER
      );
    `,
  },
]
