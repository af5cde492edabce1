// @ts-check
// The points system's tables (migrations 1000-1049, docs/platform.md "Points and the point mall"): each
// merchant's point configuration, the members' point balances with their points ledger, the rewards of
// the point mall and the redemptions. The demo merchants' configuration and rewards are part of the
// migration, so a store created before the points system gets them too.
import { POINT_CONFIG, POINT_CONVERSION, POINT_REWARDS } from './catalogue.mjs'

/** @param {string} value */
const quoted = (value) => `'${value.replaceAll("'", "''")}'`

const MERCHANT_CODES = ['SOL1', 'VRD2']

const seedSql = MERCHANT_CODES.flatMap((merchant) => [
  ...Object.entries(POINT_CONFIG).map(
    ([category, minorPerPoint]) =>
      `INSERT INTO point_configs (merchant_code, category, minor_per_point) VALUES (${quoted(merchant)}, ${quoted(category)}, ${minorPerPoint});`,
  ),
  `INSERT INTO point_conversions (merchant_code, minor_per_point, min_points) VALUES (${quoted(merchant)}, ${POINT_CONVERSION.minorPerPoint}, ${POINT_CONVERSION.minPoints});`,
  ...POINT_REWARDS.map(
    (reward, index) =>
      `INSERT INTO point_rewards (merchant_code, code, kind, cost_points, cash_minor, stock, member_limit, sequence, hue, names)
       VALUES (${quoted(merchant)}, ${quoted(reward.code)}, ${quoted(reward.kind)}, ${reward.cost}, ${reward.cashMinor}, ${reward.stock},
         ${reward.memberLimit ?? 'NULL'}, ${index + 1}, ${reward.hue}, ${quoted(JSON.stringify(reward.names))});`,
  ),
]).join('\n')

/** @type {{ version: number, name: string, sql: string }[]} */
export const POINT_MIGRATIONS = [
  {
    version: 1000,
    name: 'points',
    sql: `
      CREATE TABLE point_configs (
        merchant_code TEXT NOT NULL,
        category TEXT NOT NULL,
        minor_per_point INTEGER NOT NULL CHECK (minor_per_point > 0),
        PRIMARY KEY (merchant_code, category)
      );

      CREATE TABLE point_conversions (
        merchant_code TEXT PRIMARY KEY,
        minor_per_point INTEGER NOT NULL CHECK (minor_per_point > 0),
        min_points INTEGER NOT NULL CHECK (min_points > 0)
      );

      CREATE TABLE point_balances (
        member_id INTEGER PRIMARY KEY REFERENCES members(id),
        points INTEGER NOT NULL CHECK (points >= 0)
      );

      CREATE TABLE point_ledger (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        points INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('bet', 'redeem', 'convert', 'adjustment')),
        ref TEXT,
        created_at INTEGER NOT NULL,
        balance_after INTEGER NOT NULL CHECK (balance_after >= 0)
      );
      CREATE INDEX point_ledger_member ON point_ledger(member_id, id);
      CREATE UNIQUE INDEX point_ledger_one_award ON point_ledger(ref) WHERE kind = 'bet';

      CREATE TABLE point_rewards (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        code TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('cash', 'item')),
        cost_points INTEGER NOT NULL CHECK (cost_points > 0),
        cash_minor INTEGER NOT NULL CHECK (cash_minor >= 0),
        stock INTEGER NOT NULL CHECK (stock >= 0),
        member_limit INTEGER CHECK (member_limit > 0),
        sequence INTEGER NOT NULL,
        hue INTEGER NOT NULL,
        names TEXT NOT NULL,
        UNIQUE (merchant_code, code)
      );

      CREATE TABLE point_redemptions (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        kind TEXT NOT NULL CHECK (kind IN ('reward', 'convert')),
        reward_id INTEGER REFERENCES point_rewards(id),
        points INTEGER NOT NULL CHECK (points > 0),
        cash_minor INTEGER NOT NULL CHECK (cash_minor >= 0),
        request_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (member_id, request_id)
      );
      CREATE INDEX point_redemptions_member ON point_redemptions(member_id, id DESC);
      CREATE INDEX point_redemptions_reward ON point_redemptions(reward_id, member_id);

      ${seedSql}
    `,
  },
]
