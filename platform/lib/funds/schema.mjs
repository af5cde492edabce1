// @ts-check
// The money pages' tables (migrations 500-549): vendor sub-wallets as ledger accounts of their own, the
// transfers between them and to an upline, and the index the profit-and-loss aggregation reads.

/** @type {{ version: number, name: string, sql: string }[]} */
export const FUNDS_MIGRATIONS = [
  {
    version: 500,
    name: 'vendor sub-wallets and transfers',
    sql: `
      CREATE TABLE sub_wallets (
        member_id INTEGER NOT NULL REFERENCES members(id),
        vendor_code TEXT NOT NULL REFERENCES vendors(code),
        balance_minor INTEGER NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
        PRIMARY KEY (member_id, vendor_code)
      ) WITHOUT ROWID;

      CREATE TABLE sub_wallet_ledger (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL,
        vendor_code TEXT NOT NULL,
        amount_minor INTEGER NOT NULL,
        kind TEXT NOT NULL,
        ref TEXT,
        created_at INTEGER NOT NULL,
        balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
        FOREIGN KEY (member_id, vendor_code) REFERENCES sub_wallets(member_id, vendor_code)
      );
      CREATE INDEX sub_wallet_ledger_wallet ON sub_wallet_ledger(member_id, vendor_code, id);

      CREATE TABLE fund_transfers (
        id TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        request_id TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('to_vendor', 'to_main', 'recall', 'upline')),
        vendor_code TEXT,
        counterpart_id INTEGER REFERENCES members(id),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        created_at INTEGER NOT NULL,
        UNIQUE (member_id, request_id)
      );

      CREATE INDEX bets_member_period ON bets(member_id, created_at, game_type, status, stake_minor, payout_minor);
      CREATE INDEX ledger_member_kind ON ledger(member_id, kind, created_at);
    `,
  },
]
