// @ts-check
// Weekly cashback (rule `cashback`): on Monday, in the merchant's time zone, each member whose rounds of
// the offer's game categories lost money over the week before (Monday 00:00 to Monday 00:00, rounds
// placed in the week and settled, stakes less payouts) gets `percent` of that net loss, rounded down to
// the minor unit, with no wagering. Each member's week is one period claim, unique on (promotion,
// member, week), written in the same transaction as the credit and the message: a run stopped half way
// leaves each member paid or not, and the next run pays the rest and nobody twice. A week whose
// members are all done is marked in `promotion_runs`, so later runs skip it. A member on a time-out or
// self-exclusion at settlement gets nothing for that week (the claim is kept as `skipped`).
import { sendMessage } from '../inbox.mjs'
import { localWeek } from '../zone.mjs'
import { categoriesOf, offersOfRule } from './rules.mjs'
import { creditBonusUnlessBlocked } from './turnover.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./rules.mjs').OfferRow} OfferRow */

/** Weeks a run looks back for one not yet settled (downtime), the last one first settled. */
const CATCH_UP_WEEKS = 4

/**
 * The net losses of one merchant's real members on the categories over a period, losers only.
 * @param {Db} db
 * @param {OfferRow} offer
 * @param {{ start: number, end: number }} week
 * @returns {{ member_id: number, net: number }[]}
 */
function netLosses(db, offer, week) {
  const categories = categoriesOf(offer)
  if (categories.length === 0) return []
  return /** @type {{ member_id: number, net: number }[]} */ (
    db
      .prepare(
        `SELECT b.member_id, SUM(b.stake_minor) - SUM(b.payout_minor) AS net
         FROM bets b JOIN members m ON m.id = b.member_id
         WHERE m.merchant_code = ? AND m.type IN (0, 1) AND b.status = 'settled'
           AND b.created_at >= ? AND b.created_at < ?
           AND b.game_type IN (${categories.map(() => '?').join(', ')})
         GROUP BY b.member_id HAVING net > 0 ORDER BY b.member_id`,
      )
      .all(offer.merchant_code, week.start, week.end, ...categories)
  )
}

/**
 * Settles one week of one cashback offer.
 * @param {Db} db
 * @param {OfferRow} offer
 * @param {{ key: string, start: number, end: number }} week
 * @param {number} now
 * @param {{ budget: number }} run members this run may still settle
 * @returns {number} members credited
 */
function settleWeek(db, offer, week, now, run) {
  const done = db.prepare(
    'SELECT 1 FROM promotion_period_claims WHERE promotion_id = ? AND member_id = ? AND period = ?',
  )
  const record = db.prepare(
    `INSERT INTO promotion_period_claims (promotion_id, member_id, period, status, ledger_id, base_minor,
       amount_minor, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  let credited = 0
  const losers = netLosses(db, offer, week)
  for (const { member_id: memberId, net } of losers) {
    if (done.get(offer.promotion_id, memberId, week.key)) continue
    if (run.budget <= 0) return credited
    run.budget -= 1
    db.transaction(() => {
      if (done.get(offer.promotion_id, memberId, week.key)) return
      const amountMinor = Math.floor((net * offer.percent) / 100)
      const entry =
        amountMinor > 0
          ? creditBonusUnlessBlocked(db, {
              memberId,
              amountMinor,
              kind: 'cashback_bonus',
              ref: `CASHBACK${offer.promotion_id}:${week.key}`,
              turnoverMultiplier: offer.turnover_multiplier,
              at: now,
              language: 'EN',
            })
          : null
      record.run(
        offer.promotion_id,
        memberId,
        week.key,
        entry ? 'credited' : 'skipped',
        entry?.entryId ?? null,
        net,
        entry ? amountMinor : 0,
        now,
      )
      if (entry) {
        credited += 1
        sendMessage(db, {
          memberId,
          template: 'cashback_credited',
          ref: `${offer.promotion_id}:${week.key}`,
          params: { amountMinor, period: week.key },
          at: now,
        })
      }
    })()
  }
  db.prepare(
    'INSERT OR IGNORE INTO promotion_runs (promotion_id, period, members, finished_at) VALUES (?, ?, ?, ?)',
  ).run(offer.promotion_id, week.key, losers.length, now)
  return credited
}

/**
 * Settles every cashback week that has ended by `now` (the last one and up to three before it, for
 * downtime) and that its promotion ran in. At most `limit` members per run; the next run takes the rest.
 * @param {Db} db
 * @param {(merchantCode: string) => string} zoneOf the merchant's time zone
 * @param {number} now
 * @param {{ limit?: number }} [options]
 * @returns {{ credited: number, weeks: string[] }}
 */
export function settleCashback(db, zoneOf, now, { limit = 1000 } = {}) {
  const run = { budget: limit }
  let credited = 0
  /** @type {string[]} */
  const weeks = []
  for (const offer of offersOfRule(db, 'cashback')) {
    const timeZone = zoneOf(offer.merchant_code)
    let week = localWeek(localWeek(now, timeZone).start - 1, timeZone)
    /** @type {(typeof week)[]} */
    const due = []
    for (let i = 0; i < CATCH_UP_WEEKS; i += 1) {
      if (week.end <= offer.start_at || week.start >= offer.end_at) break
      due.unshift(week)
      week = localWeek(week.start - 1, timeZone)
    }
    const settled = db.prepare('SELECT 1 FROM promotion_runs WHERE promotion_id = ? AND period = ?')
    for (const each of due) {
      if (settled.get(offer.promotion_id, each.key)) continue
      credited += settleWeek(db, offer, each, now, run)
      if (run.budget <= 0) return { credited, weeks }
      weeks.push(each.key)
    }
  }
  return { credited, weeks }
}
