// @ts-check
// Figures per period for the centres' charts (docs/platform.md, "Series for charts"): the member's net
// result, closing balance and points earned, the agent's income by contract, the team's valid bets by
// category and the team's new and active members. The caller sends the bucket bounds (`bounds`: ascending
// epoch milliseconds, each bucket from one bound inclusive to the next exclusive), so buckets are the
// caller's own days or weeks in its own time zone. Every figure is read exactly as the matching report
// reads it, so a chart's buckets add up to that report's total over the same period.
import { optionalInput, realMember } from '../lib/guards.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { TEAM_CTE, teamActivity } from '../lib/agent-pay/team.mjs'
import { CONTRACT_KINDS } from '../lib/agent-pay/settlement.mjs'
import { personalProfit } from '../lib/funds/profit.mjs'
import { settleDueDraws } from '../lib/lottery/tickets.mjs'
import { LEDGER_CATEGORY, LEDGER_ROUND_JOIN, LEDGER_SETTLED } from '../lib/rounds.mjs'
import { agentWith } from './agent-reports.mjs'
import { agentOf } from './agent.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

const DAY_MS = 24 * 60 * 60 * 1000
// At most 64 buckets (two periods of 32 days side by side) over at most 124 days (two periods of eight
// weeks, or 90 days of profit and loss, with slack for daylight-saving changes).
export const MAX_BUCKETS = 64
export const MAX_SERIES_SPAN_MS = 124 * DAY_MS

/**
 * The buckets `bounds` names: 2 to MAX_BUCKETS + 1 strictly ascending non-negative integers, comma
 * separated, spanning at most MAX_SERIES_SPAN_MS; anything else is `400 request_param_err`.
 * @param {unknown} value
 * @returns {{ from: number, to: number }[]}
 */
export function bucketsOf(value) {
  const raw = optionalInput(value)
  const parts = raw === undefined ? [] : raw.split(',')
  const bounds = parts.map((part) => (/^\d{1,15}$/.test(part.trim()) ? Number(part.trim()) : NaN))
  const valid =
    bounds.length >= 2 &&
    bounds.length <= MAX_BUCKETS + 1 &&
    bounds.every(
      (bound, i) => Number.isSafeInteger(bound) && (i === 0 || bound > /** @type {number} */ (bounds[i - 1])),
    ) &&
    /** @type {number} */ (bounds.at(-1)) - /** @type {number} */ (bounds[0]) <= MAX_SERIES_SPAN_MS
  if (!valid) throw new ApiError(400, 'request_param_err')
  return bounds.slice(1).map((to, i) => ({ from: /** @type {number} */ (bounds[i]), to }))
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function register(router, platform) {
  const { db } = platform

  /**
   * Registers the series `name`: `subject` is whose figures they are (it refuses anyone who may not ask),
   * `figures` one bucket's figures; the answer lists every bucket with its bounds and figures, and the
   * currency when the figures are `money`. With `settle`, due lottery draws are settled first.
   * @param {string} name
   * @param {(ctx: RequestContext) => { id: number }} subject
   * @param {(id: number, bucket: { from: number, to: number }) => object} figures
   * @param {{ feature?: string, money?: boolean, settle?: boolean }} [options]
   */
  function series(name, subject, figures, { feature, money = true, settle = false } = {}) {
    router.relay(
      name,
      (ctx) => {
        const { id } = subject(ctx)
        const buckets = bucketsOf(ctx.body.bounds)
        if (settle) settleDueDraws(db, platform.now())
        return ok({
          buckets: buckets.map((bucket) => ({ ...bucket, ...figures(id, bucket) })),
          ...(money ? { currency: ctx.merchant.currency } : {}),
        })
      },
      feature ? { auth: 'required', feature } : { auth: 'required' },
    )
  }

  // GET|POST /wps/relay/ODSFE2_profitSeries?bounds= - the member's net result per bucket (payouts and
  // bonuses less stakes), exactly as ODSFE2_personalProfit counts a period.
  series(
    'ODSFE2_profitSeries',
    realMember,
    (memberId, bucket) => {
      const profit = personalProfit(db, { memberId, ...bucket })
      return {
        betMinor: profit.total.betMinor,
        payoutMinor: profit.total.payoutMinor,
        bonusMinor: profit.bonusMinor,
        netMinor: profit.netMinor,
      }
    },
    { feature: 'PERSONALPNL3', settle: true },
  )

  // GET|POST /wps/relay/ODSFE2_balanceSeries?bounds= - the member's main-wallet balance at the end of each
  // bucket: the balance after the last ledger entry before the bucket's end (0 before the first one), as
  // the account record's running balance shows it.
  const balanceAt = db.prepare(
    `SELECT balance_after FROM ledger WHERE member_id = ? AND created_at < ? ORDER BY id DESC LIMIT 1`,
  )
  series(
    'ODSFE2_balanceSeries',
    (ctx) => ctx.member,
    (memberId, bucket) => ({
      balanceMinor: /** @type {number | undefined} */ (balanceAt.pluck().get(memberId, bucket.to)) ?? 0,
    }),
    { feature: 'MEMTRANS3' },
  )

  // GET|POST /wps/relay/MCS2_pointSeries?bounds= - the points the member earned per bucket (points ledger
  // kind `bet`); what was spent is the redemption history's.
  const earned = db.prepare(
    `SELECT COALESCE(SUM(points), 0) FROM point_ledger
     WHERE member_id = ? AND kind = 'bet' AND created_at >= ? AND created_at < ?`,
  )
  series(
    'MCS2_pointSeries',
    realMember,
    (memberId, bucket) => ({
      points: /** @type {number} */ (earned.pluck().get(memberId, bucket.from, bucket.to)),
    }),
    { feature: 'PTSYS3', money: false },
  )

  // GET|POST /wps/relay/AGENT_incomeSeries?bounds= - what the agent was paid per bucket and contract kind,
  // for the periods that began in it, as AGENT_income's totals count them.
  const income = db.prepare(
    `SELECT kind, SUM(amount_minor) AS total FROM agent_settlements
     WHERE agent_id = ? AND amount_minor > 0 AND period_start >= ? AND period_start < ? GROUP BY kind`,
  )
  series('AGENT_incomeSeries', agentOf, (agentId, bucket) => {
    const sums = /** @type {{ kind: string, total: number }[]} */ (
      income.all(agentId, bucket.from, bucket.to)
    )
    return Object.fromEntries(
      CONTRACT_KINDS.map((kind) => [kind, sums.find((row) => row.kind === kind)?.total ?? 0]),
    )
  })

  // GET|POST /wps/relay/AGENT_teamBetSeries?bounds= - the team's valid bets per bucket and game category,
  // as AGENT_teamBets counts its total's valid bets (stakes whose round or ticket is not still open).
  const validBets = db.prepare(
    `${TEAM_CTE} SELECT ${LEDGER_CATEGORY} AS category, SUM(-l.amount_minor) AS valid
     FROM team t JOIN ledger l ON l.member_id = t.id AND l.kind = 'bet' AND l.created_at >= @from AND l.created_at < @to
     ${LEDGER_ROUND_JOIN}
     WHERE ${LEDGER_SETTLED}
     GROUP BY category`,
  )
  series(
    'AGENT_teamBetSeries',
    (ctx) => agentWith(ctx, 'TEAMBETTING3'),
    (agentId, bucket) => {
      const rows = /** @type {{ category: string, valid: number }[]} */ (
        validBets.all({ agent: agentId, ...bucket })
      )
      return { categories: Object.fromEntries(rows.map((row) => [row.category, row.valid])) }
    },
    { settle: true },
  )

  // GET|POST /wps/relay/AGENT_growthSeries?bounds= - per bucket, the team members registered in it and the
  // team's active players (a stake in it), as AGENT_teamOverview counts a period.
  const registered = db.prepare(
    `${TEAM_CTE} SELECT COUNT(*) FROM team t JOIN members m ON m.id = t.id
     WHERE m.registered_at >= @from AND m.registered_at < @to`,
  )
  series(
    'AGENT_growthSeries',
    agentOf,
    (agentId, bucket) => ({
      newMembers: /** @type {number} */ (registered.pluck().get({ agent: agentId, ...bucket })),
      activePlayers: teamActivity(db, agentId, bucket.from, bucket.to).activePlayers,
    }),
    { money: false },
  )
}
