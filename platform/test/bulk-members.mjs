// @ts-check
// Bulk members written straight into the store (no password hashing, no sign-up bonus), for tests and
// benchmarks that need large teams fast.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { createPlatform } from '../app.mjs'
import { signContract } from '../lib/agent-pay/contracts.mjs'

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

/**
 * @typedef {object} TeamWriter
 * @property {import('better-sqlite3').Database} db
 * @property {(name: string, type: number, upline: number | null) => number} add a member of any type
 * @property {(name: string, upline: number | null) => number} addAgent an agent on a real-time salary
 *   of the store's tiers, signed at the store's clock
 */

/**
 * A seeded store in a fresh temporary directory (its files under a name starting `prefix`), its clock
 * standing at `at`, where only the team `build` writes (in one transaction) is under contract: the
 * seed's own agents' contracts are withdrawn.
 * @param {{ prefix: string, at: number, tiers: import('../lib/agent-pay/contracts.mjs').Tier[] }} options
 * @param {(team: TeamWriter) => void} build
 */
export function storeWithContracts({ prefix, at, tiers }, build) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const instance = createPlatform({ dataDir, mode: 'test', now: () => at })
  const { db } = instance
  const add = memberAdder(db)
  /** @param {string} name @param {number | null} upline */
  const addAgent = (name, upline) => {
    const agent = add(name, 1, upline)
    signContract(db, { memberId: agent, kind: 'realtime', tiers, at })
    return agent
  }
  db.transaction(() => {
    db.prepare("UPDATE agent_contracts SET status = 'withdrawn'").run()
    build({ db, add, addAgent })
  })()
  return { dataDir, db, close: () => instance.close() }
}
