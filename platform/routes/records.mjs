// @ts-check
// The member centre's records and inbox: account transactions over the ledger (ODSFE2_MemTransDet),
// bets by game (ODSFE2_MemBetDet), and platform messages (CSP_unreadCount, CSP_messageList,
// CSP_messageRead). Every query is bound to the signed-in member: no parameter names another one.
import { optionalInput, pageCounts, pageInput, pageRows, periodInput } from '../lib/guards.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { deliverStandingMessages, renderMessage } from '../lib/inbox.mjs'
import { settleDueDraws } from '../lib/lottery/tickets.mjs'
import { betDetail, settleDueSports } from '../inhouse/sports-bets.mjs'
import { LEDGER_ROUND_JOIN, ROUNDS_SQL } from '../lib/rounds.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/inbox.mjs').MessageRow} MessageRow */

const PAGING = { size: 10, maxSize: 100, maxPage: 100_000 }

/**
 * The category of each ledger kind, which the account record filters and labels by. Kinds this list
 * does not know are `other`.
 */
const CATEGORY_SQL = `CASE
  WHEN l.kind = 'bet' THEN 'bet'
  WHEN l.kind = 'payout' THEN 'payout'
  WHEN l.kind LIKE '%bonus%' OR l.kind = 'demo_credit' THEN 'bonus'
  WHEN l.kind = 'adjustment' THEN 'adjustment'
  WHEN l.kind LIKE '%refund%' THEN 'refund'
  WHEN l.kind LIKE 'deposit%' THEN 'deposit'
  WHEN l.kind LIKE 'withdraw%' THEN 'withdraw'
  WHEN l.kind LIKE 'transfer%' THEN 'transfer'
  ELSE 'other' END`

export const TRANSACTION_TYPES = [
  'bonus',
  'bet',
  'payout',
  'adjustment',
  'deposit',
  'withdraw',
  'refund',
  'transfer',
  'other',
]

const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'INHOUSE', 'LOTT', 'ELOTT']

/**
 * @param {string[]} allowed
 * @param {unknown} value
 */
function oneOf(allowed, value) {
  const raw = optionalInput(value)
  if (raw === undefined || raw.toUpperCase() === 'ALL') return null
  const found = allowed.find((item) => item.toLowerCase() === raw.toLowerCase())
  if (!found) throw new ApiError(400, 'request_param_err')
  return found
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function register(router, platform) {
  const { db } = platform

  // GET|POST /wps/relay/ODSFE2_MemTransDet - the member's ledger entries, newest first, paged, with totals
  router.relay(
    'ODSFE2_MemTransDet',
    (ctx) => {
      const { pageNo, pageSize, offset } = pageInput(ctx.body, PAGING)
      const { from, to } = periodInput(ctx.body)
      const params = {
        member: ctx.member.id,
        from,
        to,
        category: oneOf(TRANSACTION_TYPES, ctx.body.transType),
      }
      const where = `l.member_id = @member AND (@from IS NULL OR l.created_at >= @from)
        AND (@to IS NULL OR l.created_at < @to) AND (@category IS NULL OR ${CATEGORY_SQL} = @category)`
      const totals = /** @type {{ count: number, income: number | null, expense: number | null }} */ (
        db
          .prepare(
            `SELECT COUNT(*) AS count,
               SUM(CASE WHEN l.amount_minor > 0 THEN l.amount_minor ELSE 0 END) AS income,
               SUM(CASE WHEN l.amount_minor < 0 THEN -l.amount_minor ELSE 0 END) AS expense
             FROM ledger l WHERE ${where}`,
          )
          .get(params)
      )
      // Each entry as the list answers it: a round's id only with its game.
      const list = pageRows(
        db,
        `SELECT CAST(l.id AS TEXT) AS id, ${CATEGORY_SQL} AS transType, l.kind, l.amount_minor AS amount,
             l.balance_after AS balanceAfter, CASE WHEN COALESCE(g.name, '') = '' THEN NULL ELSE l.ref END AS roundId,
             g.name AS gameName, COALESCE(b.game_type, lt.game_type) AS gameType, l.created_at AS time
           FROM ledger l
           ${LEDGER_ROUND_JOIN}
           LEFT JOIN games g ON g.node_id = COALESCE(b.node_id, lt.node_id)
           WHERE ${where}
           ORDER BY l.id DESC`,
        params,
        { pageSize, offset },
      )
      return ok({
        list,
        pageNo,
        pageSize,
        ...pageCounts(totals.count, pageSize),
        summary: { income: totals.income ?? 0, expense: totals.expense ?? 0 },
        currency: ctx.merchant.currency,
      })
    },
    { auth: 'required', feature: 'MEMTRANS3' },
  )

  // GET|POST /wps/relay/ODSFE2_MemBetDet - the member's rounds by game, newest first, paged, with totals
  router.relay(
    'ODSFE2_MemBetDet',
    (ctx) => {
      const { pageNo, pageSize, offset } = pageInput(ctx.body, PAGING)
      const { from, to } = periodInput(ctx.body)
      settleDueDraws(db, platform.now())
      settleDueSports(db, platform.now())
      const params = { member: ctx.member.id, from, to, gameType: oneOf(GAME_TYPES, ctx.body.gameType) }
      const where = `b.member_id = @member AND (@from IS NULL OR b.created_at >= @from)
        AND (@to IS NULL OR b.created_at < @to) AND (@gameType IS NULL OR b.game_type = @gameType)`
      const totals = /** @type {{ count: number, bet: number | null, win: number | null }} */ (
        db
          .prepare(
            `SELECT COUNT(*) AS count, SUM(b.stake_minor) AS bet,
               SUM(CASE WHEN b.status = 'settled' THEN b.payout_minor ELSE 0 END) AS win
             FROM ${ROUNDS_SQL} b WHERE ${where}`,
          )
          .get(params)
      )
      const rows =
        /** @type {{ round_ref: string, name: string, vendor_code: string, game_type: string, stake_minor: number, payout_minor: number, status: string, created_at: number, settled_at: number | null, balance_after: number | null }[]} */ (
          pageRows(
            db,
            `SELECT b.round_ref, g.name, b.vendor_code, b.game_type, b.stake_minor, b.payout_minor, b.status,
                 b.created_at, b.settled_at,
                 (SELECT l.balance_after FROM ledger l WHERE l.member_id = b.member_id AND l.ref = b.round_ref
                  ORDER BY l.id DESC LIMIT 1) AS balance_after
               FROM ${ROUNDS_SQL} b JOIN games g ON g.node_id = b.node_id
               WHERE ${where}
               ORDER BY b.created_at DESC, b.id DESC`,
            params,
            { pageSize, offset },
          )
        )
      const bet = totals.bet ?? 0
      const win = totals.win ?? 0
      return ok({
        list: rows.map((row) => {
          const settled = row.status === 'settled'
          const net = settled ? row.payout_minor - row.stake_minor : -row.stake_minor
          return {
            roundId: row.round_ref,
            gameName: row.name,
            gameType: row.game_type,
            vassalage: row.vendor_code,
            betAmount: row.stake_minor,
            winAmount: settled ? row.payout_minor : 0,
            netAmount: net,
            result: !settled ? 'OPEN' : net > 0 ? 'WIN' : net < 0 ? 'LOSE' : 'TIE',
            betTime: row.created_at,
            settleTime: row.settled_at,
            balanceAfter: row.balance_after,
            detail: betDetail(db, row.round_ref, ctx.language),
          }
        }),
        pageNo,
        pageSize,
        ...pageCounts(totals.count, pageSize),
        summary: { betAmount: bet, winAmount: win, netAmount: win - bet },
        currency: ctx.merchant.currency,
      })
    },
    { auth: 'required' },
  )

  /** @param {RequestContext} ctx */
  const unread = (ctx) =>
    /** @type {number} */ (
      db
        .prepare('SELECT COUNT(*) FROM member_messages WHERE member_id = ? AND read_at IS NULL')
        .pluck()
        .get(ctx.member.id)
    )

  /** @param {RequestContext} ctx */
  const renderContext = (ctx) => ({
    language: ctx.language,
    brandName: ctx.merchant.brandName,
    account: ctx.member.username,
    currency: ctx.merchant.currency,
  })

  // GET|POST /wps/relay/CSP_unreadCount - how many platform messages the member has not opened
  router.relay(
    'CSP_unreadCount',
    (ctx) => {
      deliverStandingMessages(db, ctx.member)
      return ok({ count: unread(ctx) })
    },
    { auth: 'required', feature: 'INBOX3' },
  )

  // GET|POST /wps/relay/CSP_messageList - the member's platform messages, newest first, paged
  router.relay(
    'CSP_messageList',
    (ctx) => {
      deliverStandingMessages(db, ctx.member)
      const { pageNo, pageSize, offset } = pageInput(ctx.body, PAGING)
      const count = /** @type {number} */ (
        db.prepare('SELECT COUNT(*) FROM member_messages WHERE member_id = ?').pluck().get(ctx.member.id)
      )
      const rows = /** @type {MessageRow[]} */ (
        db
          .prepare(
            `SELECT id, template, params, created_at, read_at FROM member_messages WHERE member_id = ?
             ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
          )
          .all(ctx.member.id, pageSize, offset)
      )
      const context = renderContext(ctx)
      return ok({
        list: rows.map((row) => renderMessage(row, context)),
        pageNo,
        pageSize,
        ...pageCounts(count, pageSize),
        unread: unread(ctx),
      })
    },
    { auth: 'required', feature: 'INBOX3' },
  )

  // POST /wps/relay/CSP_messageRead - marks one of the member's messages read and answers it
  router.post(
    '/wps/relay/CSP_messageRead',
    (ctx) => {
      const raw = optionalInput(ctx.body.id)
      if (raw === undefined || !/^\d{1,12}$/.test(raw)) throw new ApiError(400, 'request_param_err')
      // Someone else's message and a missing one get the same answer.
      const row = /** @type {MessageRow | undefined} */ (
        db
          .prepare(
            'SELECT id, template, params, created_at, read_at FROM member_messages WHERE id = ? AND member_id = ?',
          )
          .get(Number(raw), ctx.member.id)
      )
      if (!row) throw new ApiError(404, 'request_param_err')
      if (row.read_at === null) {
        const now = platform.now()
        db.prepare('UPDATE member_messages SET read_at = ? WHERE id = ?').run(now, row.id)
        row.read_at = now
      }
      return ok({ ...renderMessage(row, renderContext(ctx)), unread: unread(ctx) })
    },
    { auth: 'required', feature: 'INBOX3', body: 'json' },
  )
}
