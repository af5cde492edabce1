// @ts-check
// Tables of Firebase phone verification: the Auth emulator's users, sign-in sessions and refresh tokens,
// and the id tokens the platform has already accepted (each is good for one use). Then third-party
// sign-in: the emulator's Google and Facebook users, and which member each Firebase user signs in as.

/** @type {{ version: number, name: string, sql: string }[]} */
export const FIREBASE_MIGRATIONS = [
  {
    version: 200,
    name: 'firebase phone verification',
    sql: `
      CREATE TABLE firebase_users (
        local_id TEXT PRIMARY KEY,
        project_id TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_login_at INTEGER NOT NULL,
        UNIQUE (project_id, phone_number)
      );

      CREATE TABLE firebase_sessions (
        session_info TEXT PRIMARY KEY,
        project_id TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER
      );

      CREATE TABLE firebase_refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        local_id TEXT NOT NULL REFERENCES firebase_users(local_id),
        created_at INTEGER NOT NULL
      );

      CREATE TABLE firebase_spent_tokens (
        token_hash TEXT PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        spent_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 201,
    name: 'firebase third-party sign-in',
    sql: `
      CREATE TABLE firebase_idp_users (
        local_id TEXT PRIMARY KEY,
        project_id TEXT NOT NULL,
        provider_id TEXT NOT NULL,
        raw_id TEXT NOT NULL,
        email TEXT,
        email_verified INTEGER NOT NULL DEFAULT 0,
        display_name TEXT,
        photo_url TEXT,
        created_at INTEGER NOT NULL,
        last_login_at INTEGER NOT NULL,
        UNIQUE (project_id, provider_id, raw_id)
      );
      CREATE INDEX firebase_idp_users_email ON firebase_idp_users(project_id, email);

      CREATE TABLE firebase_idp_refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        local_id TEXT NOT NULL REFERENCES firebase_idp_users(local_id),
        created_at INTEGER NOT NULL
      );

      CREATE TABLE firebase_member_links (
        merchant_code TEXT NOT NULL,
        firebase_uid TEXT NOT NULL,
        provider TEXT NOT NULL,
        member_id INTEGER NOT NULL UNIQUE REFERENCES members(id),
        created_at INTEGER NOT NULL,
        last_login_at INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, firebase_uid)
      );
    `,
  },
]
