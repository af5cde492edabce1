// @ts-check
// Player protection's tables (migrations 600-649): limits with their pending raise, time-outs and
// self-exclusions, each member's reality-check interval, and the identifying details a block follows
// from one account to another.

const PUNCTUATION = [' ', '-', '.', '/', '(', ')', '+']

/**
 * A detail as it is compared: e-mail in lower case without surrounding spaces; phone, ID and bank
 * numbers in upper case without spaces, tabs or punctuation (a phone number without its leading zeros
 * too).
 * @param {'email' | 'id' | 'phone' | 'bank'} kind
 * @param {string} column
 */
function identityKey(kind, column) {
  if (kind === 'email') return `lower(trim(${column}))`
  let key = `replace(upper(${column}), char(9), '')`
  for (const mark of PUNCTUATION) key = `replace(${key}, '${mark}', '')`
  return kind === 'phone' ? `ltrim(${key}, '0')` : key
}

/**
 * Records one detail of members, for those that have one.
 * @param {'email' | 'id' | 'phone' | 'bank'} kind
 * @param {string} column the detail
 * @param {string} member the member's row: NEW in a trigger, or a table's alias
 * @param {string} [from] the FROM clause the member's row and the detail come from, if any
 */
function recordIdentity(kind, column, member, from = '') {
  return `INSERT OR IGNORE INTO member_identities (member_id, merchant_code, kind, value)
    SELECT member_id, merchant_code, '${kind}', value FROM (
      SELECT ${member}.id AS member_id, ${member}.merchant_code AS merchant_code,
        ${identityKey(kind, column)} AS value ${from}
    ) WHERE value IS NOT NULL AND value <> ''`
}

/** A bank account: its bank and its number. @param {string} row */
const BANK_ACCOUNT = (row) => `${row}.bank_code || ':' || ${row}.account_number`

const MEMBER_DETAILS = /** @type {const} */ ([
  ['email', 'email'],
  ['id', 'id_number'],
  ['phone', 'mobile_num'],
])

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
  {
    // Every e-mail, ID number, phone and bank account a member has given, kept when changed: a block
    // holds for every account of the merchant that shares one (rules.mjs, activeBlock). Triggers keep
    // it, whatever writes the member or the bank account.
    version: 601,
    name: 'member-identities',
    sql: `
      ALTER TABLE members ADD COLUMN id_number TEXT;

      CREATE TABLE member_identities (
        member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'id', 'phone', 'bank')),
        value TEXT NOT NULL,
        PRIMARY KEY (member_id, kind, value)
      ) WITHOUT ROWID;
      CREATE INDEX member_identities_value ON member_identities(merchant_code, kind, value);

      ${MEMBER_DETAILS.map(([kind, column]) => `${recordIdentity(kind, `m.${column}`, 'm', 'FROM members m')};`).join('\n')}
      ${recordIdentity('bank', BANK_ACCOUNT('b'), 'm', 'FROM bank_accounts b JOIN members m ON m.id = b.member_id')};

      CREATE TRIGGER member_identities_insert AFTER INSERT ON members BEGIN
        ${MEMBER_DETAILS.map(([kind, column]) => `${recordIdentity(kind, `NEW.${column}`, 'NEW')};`).join('\n')}
      END;
      CREATE TRIGGER member_identities_update AFTER UPDATE OF email, id_number, mobile_num ON members BEGIN
        ${MEMBER_DETAILS.map(([kind, column]) => `${recordIdentity(kind, `NEW.${column}`, 'NEW')};`).join('\n')}
      END;
      CREATE TRIGGER member_identities_bank AFTER INSERT ON bank_accounts BEGIN
        ${recordIdentity('bank', BANK_ACCOUNT('NEW'), 'm', 'FROM members m WHERE m.id = NEW.member_id')};
      END;
    `,
  },
]
