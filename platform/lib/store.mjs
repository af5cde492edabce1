// @ts-check
// The platform's SQLite store: one file per data directory, WAL, migrations applied on open.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import Database from 'better-sqlite3'

import { MIGRATIONS } from './migrations.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/**
 * @param {string} dataDir
 * @returns {Db}
 */
export function openStore(dataDir) {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, 'platform.db'))
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}

/** @param {Db} db */
export function migrate(db) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`)
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  )
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  for (const migration of [...MIGRATIONS].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue
    db.transaction(() => {
      db.exec(migration.sql)
      record.run(migration.version, migration.name, new Date().toISOString())
    })()
  }
}

/**
 * @param {Db} db
 * @param {string} key
 */
export function getSetting(db, key) {
  const row = /** @type {{ value: string } | undefined} */ (
    db.prepare('SELECT value FROM settings WHERE key = ?').get(key)
  )
  return row?.value
}

/**
 * @param {Db} db
 * @param {string} key
 * @param {string} value
 */
export function putSetting(db, key, value) {
  db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value)
}
