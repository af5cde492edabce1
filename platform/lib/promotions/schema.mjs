// @ts-check
// Promotions that can be claimed, invite-a-friend links and bonus turnover (migrations 1100-1149).

/** The terms of an offer, the columns of `promotion_offers` after its rule since migration 1100. */
const OFFER_TERMS = `percent INTEGER NOT NULL DEFAULT 0 CHECK (percent >= 0),
        bonus_minor INTEGER NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
        cap_minor INTEGER NOT NULL DEFAULT 0 CHECK (cap_minor >= 0),
        friend_bonus_minor INTEGER NOT NULL DEFAULT 0 CHECK (friend_bonus_minor >= 0),
        min_deposit_minor INTEGER NOT NULL DEFAULT 0 CHECK (min_deposit_minor >= 0),
        turnover_multiplier INTEGER NOT NULL CHECK (turnover_multiplier >= 0),
        enabled INTEGER NOT NULL DEFAULT 1`

/** @type {{ version: number, name: string, sql: string }[]} */
export const PROMOTION_MIGRATIONS = [
  {
    version: 1100,
    name: 'claimable promotions, referrals and bonus turnover',
    sql: `
      ALTER TABLE members ADD COLUMN referral_code TEXT;
      ALTER TABLE members ADD COLUMN referrer_id INTEGER REFERENCES members(id);
      CREATE UNIQUE INDEX members_referral_code ON members(merchant_code, referral_code)
        WHERE referral_code IS NOT NULL;
      CREATE INDEX members_referrer ON members(referrer_id, registered_at) WHERE referrer_id IS NOT NULL;

      CREATE TABLE promotion_offers (
        promotion_id INTEGER PRIMARY KEY REFERENCES promotions(id),
        rule TEXT NOT NULL CHECK (rule IN ('first_deposit_match', 'referral')),
        ${OFFER_TERMS}
      );

      CREATE TABLE promotion_claims (
        id INTEGER PRIMARY KEY,
        promotion_id INTEGER NOT NULL REFERENCES promotions(id),
        member_id INTEGER NOT NULL REFERENCES members(id),
        ledger_id INTEGER NOT NULL REFERENCES ledger(id),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        claimed_at INTEGER NOT NULL,
        UNIQUE (promotion_id, member_id)
      );

      CREATE TABLE bonus_turnover (
        ledger_id INTEGER PRIMARY KEY REFERENCES ledger(id),
        member_id INTEGER NOT NULL REFERENCES members(id),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        turnover_minor INTEGER NOT NULL CHECK (turnover_minor > 0),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX bonus_turnover_member ON bonus_turnover(member_id, created_at);

      CREATE TABLE referral_rewards (
        friend_id INTEGER PRIMARY KEY REFERENCES members(id),
        inviter_id INTEGER NOT NULL REFERENCES members(id),
        deposit_id TEXT NOT NULL,
        inviter_ledger_id INTEGER NOT NULL REFERENCES ledger(id),
        friend_ledger_id INTEGER REFERENCES ledger(id),
        reward_minor INTEGER NOT NULL,
        friend_reward_minor INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX referral_rewards_inviter ON referral_rewards(inviter_id, created_at);
    `,
  },
  {
    version: 1101,
    name: 'reload, weekly cashback, free spins and bonus deadlines',
    sql: `
      CREATE TABLE promotion_offers_next (
        promotion_id INTEGER PRIMARY KEY REFERENCES promotions(id),
        rule TEXT NOT NULL
          CHECK (rule IN ('first_deposit_match', 'referral', 'reload', 'cashback', 'free_spins')),
        ${OFFER_TERMS},
        weekday INTEGER CHECK (weekday BETWEEN 0 AND 6),
        categories TEXT NOT NULL DEFAULT '',
        spins INTEGER NOT NULL DEFAULT 0 CHECK (spins >= 0),
        node_id INTEGER REFERENCES games(node_id),
        line_bet_minor INTEGER NOT NULL DEFAULT 0 CHECK (line_bet_minor >= 0),
        expiry_days INTEGER NOT NULL DEFAULT 0 CHECK (expiry_days >= 0)
      );
      INSERT INTO promotion_offers_next (promotion_id, rule, percent, bonus_minor, cap_minor, friend_bonus_minor,
          min_deposit_minor, turnover_multiplier, enabled)
        SELECT promotion_id, rule, percent, bonus_minor, cap_minor, friend_bonus_minor, min_deposit_minor,
          turnover_multiplier, enabled FROM promotion_offers;
      DROP TABLE promotion_offers;
      ALTER TABLE promotion_offers_next RENAME TO promotion_offers;

      CREATE TABLE promotion_period_claims (
        id INTEGER PRIMARY KEY,
        promotion_id INTEGER NOT NULL REFERENCES promotions(id),
        member_id INTEGER NOT NULL REFERENCES members(id),
        period TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('credited', 'skipped')),
        ledger_id INTEGER REFERENCES ledger(id),
        base_minor INTEGER NOT NULL DEFAULT 0,
        amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
        created_at INTEGER NOT NULL,
        UNIQUE (promotion_id, member_id, period)
      );
      CREATE INDEX promotion_period_claims_member ON promotion_period_claims(member_id, created_at);

      CREATE TABLE promotion_runs (
        promotion_id INTEGER NOT NULL REFERENCES promotions(id),
        period TEXT NOT NULL,
        members INTEGER NOT NULL,
        finished_at INTEGER NOT NULL,
        PRIMARY KEY (promotion_id, period)
      );

      ALTER TABLE bonus_turnover ADD COLUMN expires_at INTEGER;
      ALTER TABLE bonus_turnover ADD COLUMN state TEXT NOT NULL DEFAULT 'open'
        CHECK (state IN ('open', 'met', 'expired'));
      ALTER TABLE bonus_turnover ADD COLUMN closed_at INTEGER;
      ALTER TABLE bonus_turnover ADD COLUMN forfeited_minor INTEGER;
      CREATE INDEX bonus_turnover_due ON bonus_turnover(expires_at) WHERE state = 'open' AND expires_at IS NOT NULL;

      ALTER TABLE members ADD COLUMN mobile_verified_at INTEGER;

      CREATE TABLE free_rounds (
        id INTEGER PRIMARY KEY,
        promotion_id INTEGER NOT NULL REFERENCES promotions(id),
        member_id INTEGER NOT NULL REFERENCES members(id),
        node_id INTEGER NOT NULL REFERENCES games(node_id),
        line_bet_minor INTEGER NOT NULL CHECK (line_bet_minor > 0),
        granted INTEGER NOT NULL CHECK (granted > 0),
        remaining INTEGER NOT NULL CHECK (remaining >= 0),
        granted_at INTEGER NOT NULL,
        UNIQUE (promotion_id, member_id)
      );
      CREATE INDEX free_rounds_member ON free_rounds(member_id, node_id) WHERE remaining > 0;
    `,
  },
]
