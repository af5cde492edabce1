// @ts-check
// The agent centre's team reports (docs/platform.md, "Agent reports"): team betting (TEAMBETTING3), user
// loss (AGETEAMPNL3) and the team's account details. Every query is bound to the signed-in agent's team
// (every level below it); a member outside it answers as not found. Amounts in minor units.
import { pageCounts, pageRows } from '../lib/guards.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { isSwitchOn } from '../lib/merchants.mjs'
import { TEAM_CTE, reportQuery, searchPattern, teamMember } from '../lib/agent-pay/team.mjs'
import { settleDueDraws } from '../lib/lottery/tickets.mjs'
import { LEDGER_CATEGORY, LEDGER_ROUND_JOIN, LEDGER_SETTLED } from '../lib/rounds.mjs'
import { agentOf, agentRelay } from './agent.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

// The ledger kinds each account-details type covers (the member records' categories, team side).
export const TEAM_TRANSACTION_TYPES = {
  deposit: "l.kind LIKE 'deposit%'",
  withdraw: "l.kind LIKE 'withdraw%'",
  transfer: "l.kind LIKE 'transfer%'",
  bonus: "(l.kind LIKE '%bonus%' OR l.kind = 'demo_credit')",
}
const ALL_TYPES = Object.values(TEAM_TRANSACTION_TYPES).join(' OR ')

/**
 * The agent, when the tenant has the page's switch on.
 * @param {RequestContext} ctx
 * @param {string} modId
 */
export function agentWith(ctx, modId) {
  const agent = agentOf(ctx)
  if (!isSwitchOn(ctx.merchant, modId)) throw new ApiError(403, 'function.not.available')
  return agent
}

// The team's stakes and payouts in the period, each with its round or lottery ticket when it has one.
const TEAM_BETS = `team t JOIN members m ON m.id = t.id
  JOIN ledger l ON l.member_id = t.id AND l.kind IN ('bet', 'payout') AND l.created_at >= @from AND l.created_at < @to
  ${LEDGER_ROUND_JOIN}
  WHERE (@pattern IS NULL OR m.username_key LIKE @pattern ESCAPE '\\')`

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function register(router, platform) {
  const { db } = platform

  /**
   * A report of the team's bets: the agent with the page's switch on, the period and page asked for;
   * draws that are due settle first, so their tickets read as settled.
   * @param {RequestContext} ctx
   * @param {string} modId
   */
  const betReport = (ctx, modId) => {
    const agent = agentWith(ctx, modId)
    const now = platform.now()
    const query = reportQuery(ctx.body, now)
    settleDueDraws(db, now)
    return { agent, ...query }
  }

  // GET|POST /wps/relay/AGENT_teamBets - startTime, endTime?, userName?, pageNo, pageSize: the team's bets
  // in the period per member and per category; with memberId, that member's own bets.
  router.relay(
    'AGENT_teamBets',
    (ctx) => {
      const { agent, from, to, pageSize, offset } = betReport(ctx, 'TEAMBETTING3')
      const currency = ctx.merchant.currency
      if (ctx.body.memberId !== undefined) {
        const member = teamMember(db, agent.id, ctx.body.memberId)
        const params = { member: member.id, from, to }
        const where = `l.member_id = @member AND l.kind = 'bet' AND l.created_at >= @from AND l.created_at < @to`
        const total = /** @type {number} */ (
          db.prepare(`SELECT COUNT(*) FROM ledger l WHERE ${where}`).pluck().get(params)
        )
        const rows =
          /** @type {{ id: number, created_at: number, category: string, game: string | null, stake: number, payout: number | null }[]} */ (
            pageRows(
              db,
              `SELECT l.id, l.created_at, ${LEDGER_CATEGORY} AS category, g.name AS game, -l.amount_minor AS stake,
                 COALESCE(b.payout_minor, CASE WHEN lt.status <> 'open' THEN lt.payout_minor END) AS payout
               FROM ledger l ${LEDGER_ROUND_JOIN}
               LEFT JOIN games g ON g.node_id = COALESCE(b.node_id, lt.node_id)
               WHERE ${where} ORDER BY l.created_at DESC, l.id DESC`,
              params,
              { pageSize, offset },
            )
          )
        return ok({
          member: { id: String(member.id), userName: member.username, level: member.level },
          list: rows.map((row) => ({
            id: String(row.id),
            betTime: row.created_at,
            category: row.category,
            gameName: row.game,
            betAmount: row.stake,
            payoutAmount: row.payout,
          })),
          ...pageCounts(total, pageSize),
          currency,
        })
      }
      const params = { agent: agent.id, from, to, pattern: searchPattern(ctx.body.userName) }
      const perMember = `${TEAM_CTE}
        SELECT m.id, m.username, t.level,
          SUM(CASE WHEN l.kind = 'bet' THEN 1 ELSE 0 END) AS bets,
          SUM(CASE WHEN l.kind = 'bet' THEN -l.amount_minor ELSE 0 END) AS stake,
          SUM(CASE WHEN l.kind = 'bet' AND ${LEDGER_SETTLED} THEN -l.amount_minor ELSE 0 END) AS valid,
          SUM(CASE WHEN l.kind = 'payout' THEN l.amount_minor ELSE 0 END) AS payout
        FROM ${TEAM_BETS}
        GROUP BY m.id HAVING bets > 0`
      const totals =
        /** @type {{ members: number, bets: number | null, stake: number | null, valid: number | null, payout: number | null }} */ (
          db
            .prepare(
              `SELECT COUNT(*) AS members, SUM(bets) AS bets, SUM(stake) AS stake, SUM(valid) AS valid, SUM(payout) AS payout FROM (${perMember})`,
            )
            .get(params)
        )
      const rows =
        /** @type {{ id: number, username: string, level: number, bets: number, stake: number, valid: number, payout: number }[]} */ (
          pageRows(db, `${perMember} ORDER BY stake DESC, m.id`, params, { pageSize, offset })
        )
      const categories = /** @type {{ category: string, bets: number, stake: number }[]} */ (
        db
          .prepare(
            `${TEAM_CTE} SELECT ${LEDGER_CATEGORY} AS category, COUNT(*) AS bets, SUM(-l.amount_minor) AS stake
             FROM ${TEAM_BETS} AND l.kind = 'bet'
             GROUP BY category ORDER BY stake DESC`,
          )
          .all(params)
      )
      return ok({
        list: rows.map((row) => ({
          memberId: String(row.id),
          userName: row.username,
          level: row.level,
          betCount: row.bets,
          betAmount: row.stake,
          validBetAmount: row.valid,
          payoutAmount: row.payout,
        })),
        categories: categories.map((row) => ({
          category: row.category,
          betCount: row.bets,
          betAmount: row.stake,
        })),
        total: {
          betCount: totals.bets ?? 0,
          betAmount: totals.stake ?? 0,
          validBetAmount: totals.valid ?? 0,
          payoutAmount: totals.payout ?? 0,
        },
        ...pageCounts(totals.members, pageSize),
        currency,
      })
    },
    { auth: 'required' },
  )

  // GET|POST /wps/relay/AGENT_teamProfitLoss - startTime, endTime?, userName?, pageNo, pageSize: each
  // team member's bets, valid bets, payouts, bonuses and net result (payouts + bonuses - bets) in the
  // period, members with any of them only, and the team's totals.
  router.relay(
    'AGENT_teamProfitLoss',
    (ctx) => {
      const { agent, from, to, pageSize, offset } = betReport(ctx, 'AGETEAMPNL3')
      const params = { agent: agent.id, from, to, pattern: searchPattern(ctx.body.userName) }
      const perMember = `${TEAM_CTE}
        SELECT m.id, m.username, t.level,
          SUM(CASE WHEN l.kind = 'bet' THEN -l.amount_minor ELSE 0 END) AS stake,
          SUM(CASE WHEN l.kind = 'bet' AND ${LEDGER_SETTLED} THEN -l.amount_minor ELSE 0 END) AS valid,
          SUM(CASE WHEN l.kind = 'payout' THEN l.amount_minor ELSE 0 END) AS payout,
          SUM(CASE WHEN ${TEAM_TRANSACTION_TYPES.bonus} THEN l.amount_minor ELSE 0 END) AS bonus
        FROM team t JOIN members m ON m.id = t.id
        JOIN ledger l ON l.member_id = t.id AND l.created_at >= @from AND l.created_at < @to
          AND (l.kind IN ('bet', 'payout') OR ${TEAM_TRANSACTION_TYPES.bonus})
        ${LEDGER_ROUND_JOIN}
        WHERE (@pattern IS NULL OR m.username_key LIKE @pattern ESCAPE '\\')
        GROUP BY m.id`
      const totals =
        /** @type {{ members: number, stake: number | null, valid: number | null, payout: number | null, bonus: number | null }} */ (
          db
            .prepare(
              `SELECT COUNT(*) AS members, SUM(stake) AS stake, SUM(valid) AS valid, SUM(payout) AS payout, SUM(bonus) AS bonus FROM (${perMember})`,
            )
            .get(params)
        )
      const rows =
        /** @type {{ id: number, username: string, level: number, stake: number, valid: number, payout: number, bonus: number }[]} */ (
          pageRows(db, `${perMember} ORDER BY (payout + bonus - stake), m.id`, params, { pageSize, offset })
        )
      /** @param {{ stake: number, valid: number, payout: number, bonus: number }} row */
      const figures = (row) => ({
        betAmount: row.stake,
        validBetAmount: row.valid,
        payoutAmount: row.payout,
        bonusAmount: row.bonus,
        netAmount: row.payout + row.bonus - row.stake,
      })
      return ok({
        list: rows.map((row) => ({
          memberId: String(row.id),
          userName: row.username,
          level: row.level,
          ...figures(row),
        })),
        total: figures({
          stake: totals.stake ?? 0,
          valid: totals.valid ?? 0,
          payout: totals.payout ?? 0,
          bonus: totals.bonus ?? 0,
        }),
        ...pageCounts(totals.members, pageSize),
        currency: ctx.merchant.currency,
      })
    },
    { auth: 'required' },
  )

  // GET|POST /wps/relay/AGENT_teamTransactions - startTime, endTime?, type? (deposit | withdraw |
  // transfer | bonus), memberId?, userName? (part of one), pageNo, pageSize: the team's deposits, withdrawals, transfers and
  // bonuses, newest first.
  agentRelay(router, 'AGENT_teamTransactions', (ctx, agent) => {
    const { from, to, pageSize, offset } = reportQuery(ctx.body, platform.now())
    const type = ctx.body.type === undefined || ctx.body.type === '' ? 'all' : String(ctx.body.type)
    if (type !== 'all' && !Object.hasOwn(TEAM_TRANSACTION_TYPES, type))
      throw new ApiError(400, 'request_param_err')
    const typeSql = type === 'all' ? ALL_TYPES : TEAM_TRANSACTION_TYPES[/** @type {'bonus'} */ (type)]
    const member =
      ctx.body.memberId === undefined || ctx.body.memberId === ''
        ? null
        : teamMember(db, agent.id, ctx.body.memberId)
    const params = {
      agent: agent.id,
      from,
      to,
      member: member?.id ?? null,
      pattern: searchPattern(ctx.body.userName),
    }
    const where = `${TEAM_CTE} SELECT l.id, l.kind, l.amount_minor, l.created_at, m.username
        FROM team t JOIN members m ON m.id = t.id JOIN ledger l ON l.member_id = t.id
        WHERE l.created_at >= @from AND l.created_at < @to AND (${typeSql}) AND (@member IS NULL OR t.id = @member)
          AND (@pattern IS NULL OR m.username_key LIKE @pattern ESCAPE '\\')`
    const total = /** @type {number} */ (db.prepare(`SELECT COUNT(*) FROM (${where})`).pluck().get(params))
    const rows =
      /** @type {{ id: number, kind: string, amount_minor: number, created_at: number, username: string }[]} */ (
        pageRows(db, `${where} ORDER BY l.created_at DESC, l.id DESC`, params, { pageSize, offset })
      )
    const typeOf = (/** @type {string} */ kind) =>
      kind.startsWith('deposit')
        ? 'deposit'
        : kind.startsWith('withdraw')
          ? 'withdraw'
          : kind.startsWith('transfer')
            ? 'transfer'
            : 'bonus'
    return ok({
      list: rows.map((row) => ({
        id: String(row.id),
        userName: row.username,
        type: typeOf(row.kind),
        amount: row.amount_minor,
        time: row.created_at,
      })),
      ...pageCounts(total, pageSize),
      currency: ctx.merchant.currency,
    })
  })
}
