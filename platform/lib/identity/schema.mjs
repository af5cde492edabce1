// @ts-check
// Identity checks (migrations 1410-1449): one row per submission of a member's document, front and back
// kept as files under the data directory (identity/<merchant>/<id>-front|back.<ext>). The member's
// status is their latest row's; at most one waits for review at a time.
import { DEMO_ACCOUNTS } from '../seed-accounts.mjs'

/** @type {{ version: number, name: string, sql: string }[]} */
export const IDENTITY_MIGRATIONS = [
  {
    version: 1410,
    name: 'identity-checks',
    sql: `
      CREATE TABLE identity_checks (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        status TEXT NOT NULL CHECK (status IN ('review', 'verified', 'rejected')),
        documents TEXT NOT NULL,
        reason TEXT,
        submitted_at INTEGER NOT NULL,
        due_at INTEGER,
        decided_at INTEGER,
        decided_by TEXT CHECK (decided_by IN ('automatic', 'operator', 'seed'))
      );
      CREATE INDEX identity_checks_member ON identity_checks(member_id, id);
      CREATE UNIQUE INDEX identity_checks_waiting ON identity_checks(member_id) WHERE status = 'review';
      -- The demo accounts of a store seeded before identity checks existed count as verified, as the
      -- first-start seed makes them.
      INSERT INTO identity_checks (merchant_code, member_id, status, documents, submitted_at, decided_at, decided_by)
      SELECT merchant_code, id, 'verified', '[]', registered_at, registered_at, 'seed' FROM members
      WHERE username_key IN (${DEMO_ACCOUNTS.map((account) => `'${account.username}'`).join(', ')});
    `,
  },
]
