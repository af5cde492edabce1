// @ts-check
// Bulk members written straight into the store (no password hashing, no sign-up bonus), for tests and
// benchmarks that need large teams fast.

/**
 * Answers `add(name, type, uplineId)`, which inserts a SOL1 member and answers its id.
 * @param {import('better-sqlite3').Database} db
 */
export function memberAdder(db) {
  const insert = db.prepare(
    `INSERT INTO members (merchant_code, username, username_key, type, nickname, password_hash, password_salt,
       password_set_at, upline_id, registered_at) VALUES ('SOL1', ?, ?, ?, ?, 'x', 'x', 0, ?, 0)`,
  )
  return (/** @type {string} */ name, /** @type {number} */ type, /** @type {number | null} */ upline) =>
    Number(insert.run(name, name, type, name, upline).lastInsertRowid)
}
