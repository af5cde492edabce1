// @ts-check
// Numbered schema migrations, applied in order on start. Append new ones; never edit an applied one.
// Money columns are integer minor units (cents) everywhere.
import { GAME_MIGRATIONS } from '../inhouse/migrations.mjs'
import { INBOX_MIGRATIONS } from './inbox.mjs'
import { FIREBASE_MIGRATIONS } from './firebase-migrations.mjs'
import { CASHIER_MIGRATIONS } from './cashier/schema.mjs'
import { CATALOGUE_MIGRATIONS } from './catalogue-migrations.mjs'
import { FUNDS_MIGRATIONS } from './funds/schema.mjs'
import { AGENT_PAY_MIGRATIONS } from './agent-pay/schema.mjs'
import { PROTECTION_MIGRATIONS } from './protection/schema.mjs'
import { CHAT_MIGRATIONS } from './chat.mjs'
import { LOTTERY_MIGRATIONS } from './lottery/schema.mjs'
import { SUPPORT_MIGRATIONS } from './support/schema.mjs'
import { POINT_MIGRATIONS } from './points/schema.mjs'
import { REWARDS_MIGRATIONS } from './rewards/schema.mjs'
import { PROMOTION_MIGRATIONS } from './promotions/schema.mjs'
import { SPORTS_MIGRATIONS } from '../inhouse/sports-migrations.mjs'
import { IDENTITY_MIGRATIONS } from './identity/schema.mjs'
import { SESSION_MIGRATIONS } from './sessions.mjs'
import { TERMS_MIGRATIONS } from './terms.mjs'

/** @type {{ version: number, name: string, sql: string }[]} */
export const MIGRATIONS = [
  {
    version: 1,
    name: 'core',
    sql: `
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE merchants (
        code TEXT PRIMARY KEY,
        brand_name TEXT NOT NULL,
        config TEXT NOT NULL
      );

      CREATE TABLE vendors (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        category TEXT NOT NULL,
        game_type TEXT NOT NULL,
        card_mode TEXT NOT NULL,
        hue INTEGER NOT NULL,
        is_hot INTEGER NOT NULL DEFAULT 0,
        sort_order INTEGER NOT NULL
      );

      CREATE TABLE merchant_vendors (
        merchant_code TEXT NOT NULL REFERENCES merchants(code),
        vendor_code TEXT NOT NULL REFERENCES vendors(code),
        sort_order INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, vendor_code)
      );

      CREATE TABLE games (
        node_id INTEGER PRIMARY KEY,
        vendor_code TEXT NOT NULL REFERENCES vendors(code),
        game_id TEXT NOT NULL UNIQUE,
        game_code TEXT NOT NULL,
        name TEXT NOT NULL,
        game_type TEXT NOT NULL,
        game_classify TEXT NOT NULL,
        is_hot INTEGER NOT NULL DEFAULT 0,
        hot_rank INTEGER,
        min_bet_minor INTEGER NOT NULL,
        line_num INTEGER NOT NULL,
        created_order INTEGER NOT NULL,
        hue INTEGER NOT NULL
      );
      CREATE INDEX games_vendor ON games(vendor_code, created_order);
      CREATE INDEX games_hot ON games(is_hot, hot_rank);

      CREATE TABLE banners (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchants(code),
        group_name TEXT NOT NULL,
        sequence INTEGER NOT NULL,
        linkage_type TEXT NOT NULL,
        linkage TEXT NOT NULL,
        node_id INTEGER,
        vendor TEXT,
        room_id TEXT,
        hue INTEGER NOT NULL,
        titles TEXT NOT NULL
      );
      CREATE INDEX banners_merchant ON banners(merchant_code, group_name, sequence);

      CREATE TABLE announcements (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchants(code),
        kind TEXT NOT NULL CHECK (kind IN ('player', 'popup')),
        execution TEXT CHECK (execution IN ('A', 'B', 'F')),
        published_at INTEGER NOT NULL,
        titles TEXT NOT NULL,
        contents TEXT NOT NULL
      );
      CREATE INDEX announcements_merchant ON announcements(merchant_code, kind, published_at);

      CREATE TABLE promotions (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchants(code),
        category TEXT NOT NULL,
        promotion_type TEXT NOT NULL,
        sequence INTEGER NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        hue INTEGER NOT NULL,
        image_count INTEGER NOT NULL,
        titles TEXT NOT NULL,
        contents TEXT NOT NULL
      );
      CREATE INDEX promotions_merchant ON promotions(merchant_code, sequence);

      CREATE TABLE members (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchants(code),
        username TEXT NOT NULL,
        username_key TEXT NOT NULL,
        type INTEGER NOT NULL,
        nickname TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        password_salt TEXT NOT NULL,
        password_set_at INTEGER NOT NULL,
        password_is_default INTEGER NOT NULL DEFAULT 0,
        reset_hash TEXT,
        reset_salt TEXT,
        reset_expires_at INTEGER,
        email TEXT,
        mobile_dialing TEXT,
        mobile_num TEXT,
        language TEXT,
        upline_id INTEGER REFERENCES members(id),
        affiliate_code TEXT,
        referral_code_used TEXT,
        register_domain TEXT,
        rank_level INTEGER NOT NULL DEFAULT 1,
        avatar INTEGER NOT NULL DEFAULT 1,
        contract_daily_salary INTEGER NOT NULL DEFAULT 0,
        contract_dividend INTEGER NOT NULL DEFAULT 0,
        contract_hour_salary INTEGER NOT NULL DEFAULT 0,
        contract_realtime_salary INTEGER NOT NULL DEFAULT 0,
        balance_minor INTEGER NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
        registered_at INTEGER NOT NULL,
        first_login_at INTEGER,
        last_login_at INTEGER
      );
      CREATE UNIQUE INDEX members_username ON members(merchant_code, username_key);
      CREATE UNIQUE INDEX members_mobile ON members(merchant_code, mobile_num) WHERE mobile_num IS NOT NULL;
      CREATE UNIQUE INDEX members_affiliate ON members(merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;

      CREATE TABLE ledger (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        amount_minor INTEGER NOT NULL,
        kind TEXT NOT NULL,
        ref TEXT,
        created_at INTEGER NOT NULL,
        balance_after INTEGER NOT NULL CHECK (balance_after >= 0)
      );
      CREATE INDEX ledger_member ON ledger(member_id, id);

      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL,
        login_type TEXT NOT NULL,
        device_id TEXT,
        ip TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX sessions_member ON sessions(member_id);

      CREATE TABLE captchas (
        id TEXT PRIMARY KEY,
        answer TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );

      CREATE TABLE verification_codes (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'reset')),
        mobile_dialing TEXT NOT NULL,
        mobile_num TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX verification_codes_mobile ON verification_codes(merchant_code, purpose, mobile_num, id);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
        recipient TEXT NOT NULL,
        purpose TEXT NOT NULL,
        code TEXT,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX outbox_recipient ON outbox(recipient, id);
    `,
  },
  ...GAME_MIGRATIONS,
  ...INBOX_MIGRATIONS,
  ...FIREBASE_MIGRATIONS,
  ...CASHIER_MIGRATIONS,
  ...CATALOGUE_MIGRATIONS,
  ...FUNDS_MIGRATIONS,
  ...AGENT_PAY_MIGRATIONS,
  ...PROTECTION_MIGRATIONS,
  ...CHAT_MIGRATIONS,
  ...LOTTERY_MIGRATIONS,
  ...SUPPORT_MIGRATIONS,
  ...POINT_MIGRATIONS,
  ...REWARDS_MIGRATIONS,
  ...PROMOTION_MIGRATIONS,
  ...SPORTS_MIGRATIONS,
  ...IDENTITY_MIGRATIONS,
  ...SESSION_MIGRATIONS,
  ...TERMS_MIGRATIONS,
]
