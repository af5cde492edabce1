// @ts-check
// The agents' contracts and their settlements (migrations 900-949). A contract pays its agent a share of
// the team's figures per period (and agents read announcements of their own); a settlement is one agent's payment for one period, unique per agent,
// kind and period, so no run can pay it twice. Money is integer minor units; rates are basis points.

/** @type {{ version: number, name: string, sql: string }[]} */
export const AGENT_PAY_MIGRATIONS = [
  {
    version: 900,
    name: 'agent contracts and settlements',
    sql: `
      CREATE TABLE agent_contracts (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        offered_by INTEGER REFERENCES members(id),
        kind TEXT NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
        tiers TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('offered', 'signed', 'refused', 'withdrawn')),
        created_at INTEGER NOT NULL,
        decided_at INTEGER
      );
      CREATE UNIQUE INDEX agent_contracts_signed ON agent_contracts(member_id, kind) WHERE status = 'signed';
      CREATE UNIQUE INDEX agent_contracts_offered ON agent_contracts(member_id, kind) WHERE status = 'offered';
      CREATE INDEX agent_contracts_offerer ON agent_contracts(offered_by, kind, status);

      CREATE TABLE agent_settlements (
        id INTEGER PRIMARY KEY,
        agent_id INTEGER NOT NULL REFERENCES members(id),
        kind TEXT NOT NULL,
        period_start INTEGER NOT NULL,
        period_end INTEGER NOT NULL,
        contract_id INTEGER NOT NULL REFERENCES agent_contracts(id),
        valid_bets_minor INTEGER NOT NULL,
        payouts_minor INTEGER NOT NULL,
        active_players INTEGER NOT NULL,
        rate_bp INTEGER NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
        ledger_id INTEGER REFERENCES ledger(id),
        settled_at INTEGER NOT NULL,
        UNIQUE (agent_id, kind, period_start)
      );
      CREATE INDEX agent_settlements_paid ON agent_settlements(agent_id, period_end DESC) WHERE amount_minor > 0;

      CREATE INDEX ledger_kind_time ON ledger(kind, created_at);
      CREATE INDEX members_upline ON members(upline_id);

      CREATE TABLE agent_announcements (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchants(code),
        published_at INTEGER NOT NULL,
        titles TEXT NOT NULL,
        contents TEXT NOT NULL
      );
      CREATE INDEX agent_announcements_merchant ON agent_announcements(merchant_code, published_at DESC);

      CREATE TABLE agent_announcement_reads (
        member_id INTEGER NOT NULL REFERENCES members(id),
        announcement_id INTEGER NOT NULL REFERENCES agent_announcements(id),
        read_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, announcement_id)
      );
    `,
  },
]
