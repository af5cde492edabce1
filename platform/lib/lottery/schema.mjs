// @ts-check
// Tables of lottery betting: pinned draw results, the players' tickets, and one settlement row per
// ticket whose primary key makes a second payout of the same ticket impossible. Versions 1250–1299.

/** @type {{ version: number, name: string, sql: string }[]} */
export const LOTTERY_MIGRATIONS = [
  {
    version: 1250,
    name: 'lottery-tickets',
    sql: `
      CREATE TABLE lottery_results (
        game_code TEXT NOT NULL,
        draw_no INTEGER NOT NULL,
        numbers TEXT NOT NULL,
        forced INTEGER NOT NULL DEFAULT 0 CHECK (forced IN (0, 1)),
        drawn_at INTEGER NOT NULL,
        PRIMARY KEY (game_code, draw_no)
      );

      CREATE TABLE lottery_tickets (
        id INTEGER PRIMARY KEY,
        ticket_ref TEXT NOT NULL UNIQUE,
        game_code TEXT NOT NULL,
        draw_no INTEGER NOT NULL,
        bet_type TEXT NOT NULL CHECK (bet_type IN ('pick', 'big_small', 'odd_even')),
        member_id INTEGER NOT NULL REFERENCES members(id),
        draw_at INTEGER NOT NULL,
        merchant_code TEXT NOT NULL,
        node_id INTEGER NOT NULL REFERENCES games(node_id),
        vendor_code TEXT NOT NULL,
        game_type TEXT NOT NULL,
        selection TEXT NOT NULL,
        odds_hundredths INTEGER NOT NULL CHECK (odds_hundredths > 100),
        stake_minor INTEGER NOT NULL CHECK (stake_minor > 0),
        payout_minor INTEGER NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
        status TEXT NOT NULL CHECK (status IN ('open', 'won', 'lost')),
        created_at INTEGER NOT NULL,
        settled_at INTEGER
      );
      CREATE INDEX lottery_tickets_member ON lottery_tickets(member_id, id DESC);
      CREATE INDEX lottery_tickets_open ON lottery_tickets(draw_at, game_code, draw_no) WHERE status = 'open';

      CREATE TABLE lottery_settlements (
        ticket_id INTEGER PRIMARY KEY REFERENCES lottery_tickets(id),
        payout_minor INTEGER NOT NULL,
        settled_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 1300,
    name: 'lottery-tickets-member-period',
    sql: `
      CREATE INDEX lottery_tickets_member_period
        ON lottery_tickets(member_id, created_at, game_type, status, stake_minor, payout_minor);
    `,
  },
]
