// @ts-check
// Terms and conditions accepted by version (docs/platform.md, "Terms accepted by version"), migration
// 1440: each merchant publishes a current version of its terms; each member records the version they
// accepted. Registration states the version the form showed, a member behind the current version
// accepts it before any money moves (deposit, withdrawal, transfer into a game, launch, bet), and
// accounts created without a form of their own (the seed's, the test controls', demo sessions) count as
// having accepted the version current when they were made.
import { localizedErrors } from './i18n.mjs'
import { TRIAL_TYPE } from './members.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./i18n.mjs').LocalizedText} LocalizedText */

// The versions the Portal's tenants publish (config/tenants.json `legal.versions.terms`) for the seeded
// merchants; a merchant without a row has no versioned terms and asks for none.
export const SEEDED_TERMS_VERSIONS = { SOL1: 3, VRD2: 2 }

/** @type {{ version: number, name: string, sql: string }[]} */
export const TERMS_MIGRATIONS = [
  {
    version: 1440,
    name: 'terms-accepted-by-version',
    sql: `
      CREATE TABLE terms_versions (
        merchant_code TEXT PRIMARY KEY,
        version INTEGER NOT NULL CHECK (version > 0)
      );
      ${Object.entries(SEEDED_TERMS_VERSIONS)
        .map(
          ([code, version]) =>
            `INSERT INTO terms_versions (merchant_code, version) VALUES ('${code}', ${version});`,
        )
        .join('\n')}
      ALTER TABLE members ADD COLUMN terms_version INTEGER CHECK (terms_version >= 0);
      ALTER TABLE members ADD COLUMN terms_accepted_at INTEGER;
      -- Members of a store made before versions were recorded accepted the terms of their day.
      UPDATE members SET
        terms_version = (SELECT version FROM terms_versions t WHERE t.merchant_code = members.merchant_code),
        terms_accepted_at = registered_at;
      -- An account inserted without a stated version (seeds, test controls, demo sessions) counts as
      -- accepting the current one; the registration forms state theirs, and accounts made for someone
      -- else (by an agent, through a social sign-in) insert 0 and are asked at their first sign-in.
      CREATE TRIGGER members_terms_default AFTER INSERT ON members WHEN NEW.terms_version IS NULL
      BEGIN
        UPDATE members SET
          terms_version = (SELECT version FROM terms_versions t WHERE t.merchant_code = NEW.merchant_code),
          terms_accepted_at = NEW.registered_at
        WHERE id = NEW.id;
      END;
    `,
  },
]

/** @type {Record<string, LocalizedText>} */
const MESSAGES = {
  'terms.required': {
    EN: 'Our terms and conditions have changed: accept the current version to continue.',
    PT: 'Nossos termos e condições mudaram: aceite a versão atual para continuar.',
    ZH: '我们的条款与条件已更新：请接受当前版本后继续。',
    ID: 'Syarat dan ketentuan kami telah berubah: terima versi terbaru untuk melanjutkan.',
    TH: 'ข้อกำหนดและเงื่อนไขของเรามีการเปลี่ยนแปลง: โปรดยอมรับฉบับปัจจุบันเพื่อดำเนินการต่อ',
    VI: 'Điều khoản và điều kiện của chúng tôi đã thay đổi: hãy chấp nhận phiên bản hiện tại để tiếp tục.',
  },
  'terms.version.stale': {
    EN: 'The terms and conditions have a newer version: reload the page, read it and accept it.',
    PT: 'Há uma versão mais nova dos termos e condições: recarregue a página, leia e aceite.',
    ZH: '条款与条件已有新版本：请刷新页面，阅读并接受。',
    ID: 'Ada versi syarat dan ketentuan yang lebih baru: muat ulang halaman, baca, lalu terima.',
    TH: 'ข้อกำหนดและเงื่อนไขมีฉบับใหม่กว่า: โปรดโหลดหน้าใหม่ อ่าน และยอมรับ',
    VI: 'Điều khoản và điều kiện đã có phiên bản mới hơn: hãy tải lại trang, đọc và chấp nhận.',
  },
}

// A refusal about the terms in the caller's language.
export const termsError = localizedErrors(MESSAGES)

/**
 * The merchant's current version of its terms, or null when it publishes none.
 * @param {Db} db
 * @param {string} merchantCode
 * @returns {number | null}
 */
export function currentTermsVersion(db, merchantCode) {
  const version = db
    .prepare('SELECT version FROM terms_versions WHERE merchant_code = ?')
    .pluck()
    .get(merchantCode)
  return typeof version === 'number' ? version : null
}

/**
 * The member's accepted version against the merchant's current one. `required`: the member must accept
 * the current version before money moves (never for a demo account, which plays only demo credit).
 * @param {Db} db
 * @param {number} memberId
 */
export function termsState(db, memberId) {
  const row = /** @type {{ type: number, accepted: number | null, current: number | null } | undefined} */ (
    db
      .prepare(
        `SELECT m.type, m.terms_version AS accepted, t.version AS current
         FROM members m LEFT JOIN terms_versions t ON t.merchant_code = m.merchant_code WHERE m.id = ?`,
      )
      .get(memberId)
  )
  const accepted = row?.accepted ?? null
  const current = row?.current ?? null
  const required = !!row && row.type !== TRIAL_TYPE && current !== null && (accepted ?? 0) < current
  return { accepted, current, required }
}

/**
 * Refuses a money action (`403 terms.required`) while the member has not accepted the current terms.
 * @param {Db} db
 * @param {{ memberId: number, language: string }} input
 */
export function assertTermsAccepted(db, { memberId, language }) {
  if (termsState(db, memberId).required) throw termsError(403, 'terms.required', language)
}

/**
 * The version a registration states: the merchant's current one, or nothing for a merchant without
 * versioned terms; a missing or other version is refused (`409 terms.version.stale`), nothing created.
 * @param {Db} db
 * @param {string} merchantCode
 * @param {unknown} stated
 * @param {string} language
 * @returns {number | undefined} the version to record (undefined: the merchant has none)
 */
export function registrationTermsVersion(db, merchantCode, stated, language) {
  const current = currentTermsVersion(db, merchantCode)
  if (current === null) return undefined
  if (Number(stated) !== current) {
    throw termsError(409, 'terms.version.stale', language, { value: { field: 'termsVersion' } })
  }
  return current
}

/**
 * Records the member's acceptance of `version`, which must be the current one; accepting it again
 * changes nothing (the first acceptance's time stays).
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, version: unknown, now: number, language: string }} input
 */
export function acceptTerms(db, { memberId, merchantCode, version, now, language }) {
  const current = currentTermsVersion(db, merchantCode)
  if (current === null || Number(version) !== current) {
    throw termsError(409, 'terms.version.stale', language, { value: { field: 'version' } })
  }
  db.prepare(
    `UPDATE members SET terms_version = ?, terms_accepted_at = ?
     WHERE id = ? AND (terms_version IS NULL OR terms_version < ?)`,
  ).run(current, now, memberId, current)
  return termsState(db, memberId)
}
