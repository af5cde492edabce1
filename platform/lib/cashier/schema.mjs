// @ts-check
// The cashier's tables (migration 400): deposit orders, payment passwords, bank accounts and withdrawal
// orders. Money is integer minor units; every movement is one ledger entry written in the same
// transaction as the order's change of state.

/** @type {{ version: number, name: string, sql: string }[]} */
export const CASHIER_MIGRATIONS = [
  {
    version: 400,
    name: 'cashier',
    sql: `
      CREATE TABLE deposit_orders (
        id TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL,
        method TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'expired')),
        language TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        paid_at INTEGER,
        ledger_id INTEGER REFERENCES ledger(id)
      );
      CREATE INDEX deposit_orders_member ON deposit_orders(member_id, created_at);

      CREATE TABLE payment_passwords (
        member_id INTEGER PRIMARY KEY REFERENCES members(id),
        hash TEXT NOT NULL,
        salt TEXT NOT NULL,
        set_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER
      );

      CREATE TABLE bank_accounts (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        bank_code TEXT NOT NULL,
        account_number TEXT NOT NULL,
        holder_name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (member_id, bank_code, account_number)
      );

      CREATE TABLE withdraw_orders (
        id TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL,
        bank_account_id INTEGER NOT NULL REFERENCES bank_accounts(id),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'rejected', 'cancelled')),
        created_at INTEGER NOT NULL,
        decided_at INTEGER,
        reason TEXT,
        ledger_id INTEGER NOT NULL REFERENCES ledger(id),
        refund_ledger_id INTEGER REFERENCES ledger(id)
      );
      CREATE INDEX withdraw_orders_member ON withdraw_orders(member_id, created_at);
    `,
  },
]
