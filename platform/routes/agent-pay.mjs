// @ts-check
// What agents earn and hold (docs/platform.md, "Agent contracts and settlements"): the four contract
// calls (terms, current period, past payments, offers to and from direct downline agents), the income
// report, agents' announcements (AGEPAG) and transfers to several direct downlines at once
// (AGENTRANSMULTDOWN3). Amounts in minor units.
import { checkPaymentPassword } from '../lib/cashier/payment-password.mjs'
import { pageCounts, pageInput, pageRows, rateLimit } from '../lib/guards.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { InsufficientFundsError, post } from '../lib/ledger.mjs'
import { pickText } from '../lib/i18n.mjs'
import {
  decideOffer,
  isContractKind,
  offerContract,
  signedContract,
  tiersInput,
} from '../lib/agent-pay/contracts.mjs'
import {
  CONTRACT_KINDS,
  PERIODS,
  amountFor,
  periodStart,
  teamFigures,
  tierFor,
} from '../lib/agent-pay/settlement.mjs'
import { REPORT_PAGING, reportQuery } from '../lib/agent-pay/team.mjs'
import { AGENT_TYPES, agentRelay } from './agent.mjs'
import { agentWith } from './agent-reports.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/agent-pay/settlement.mjs').ContractKind} ContractKind */

const MINUTE_MS = 60 * 1000
export const MAX_TRANSFER_RECIPIENTS = 10
const MAX_TRANSFER_MINOR = 100_000_000

/** Each contract call: its relay name and the tenant switch it needs. */
const CONTRACT_CALLS = /** @type {Record<ContractKind, { relay: string, modId: string }>} */ ({
  dividend: { relay: 'MCS2_processDividendReq', modId: 'SIGNCONDIV3' },
  daily: { relay: 'MCS2_processDailySalContract', modId: 'DAILYSALCONT3' },
  hourly: { relay: 'MCS2_processContractHourSalary', modId: 'HOURSAL3' },
  realtime: { relay: 'MCSFE_processRealTimeSalaryContract', modId: 'RTSALARY3' },
})

/** @param {string} tiers */
const parsed = (tiers) => /** @type {import('../lib/agent-pay/settlement.mjs').Tier[]} */ (JSON.parse(tiers))

/**
 * An id from the body: one that is not a whole number names nothing, so it answers 404 `code`.
 * @param {unknown} value
 * @param {string} code
 */
function foundId(value, code) {
  const id = Number(value)
  if (!Number.isSafeInteger(id)) throw new ApiError(404, code)
  return id
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function register(router, platform) {
  const { db } = platform

  /**
   * The contract page of one kind: the agent's terms, the current period so far, the last payments,
   * offers made to the agent, and its direct downline agents with what they hold and were offered.
   * @param {RequestContext} ctx
   * @param {ContractKind} kind
   * @param {{ id: number }} agent
   */
  function contractView(ctx, kind, agent) {
    const own = signedContract(db, agent.id, kind)
    const now = platform.now()
    const start = periodStart(kind, now)
    const figures = teamFigures(
      db,
      new Map(
        /** @type {{ id: number, upline_id: number }[]} */ (
          db.prepare('SELECT id, upline_id FROM members WHERE upline_id IS NOT NULL').all()
        ).map((row) => [row.id, row.upline_id]),
      ),
      start,
      now + 1,
    ).get(agent.id) ?? { validBetsMinor: 0, payoutsMinor: 0, activePlayers: 0 }
    const rateBp = own ? (tierFor(parsed(own.tiers), figures)?.rateBp ?? 0) : 0
    const payments =
      /** @type {{ id: number, period_start: number, period_end: number, valid_bets_minor: number, active_players: number, rate_bp: number, amount_minor: number }[]} */ (
        db
          .prepare(
            `SELECT id, period_start, period_end, valid_bets_minor, active_players, rate_bp, amount_minor
           FROM agent_settlements WHERE agent_id = ? AND kind = ? AND amount_minor > 0
           ORDER BY period_start DESC LIMIT 10`,
          )
          .all(agent.id, kind)
      )
    const offers = /** @type {{ id: number, tiers: string, created_at: number, upline: string }[]} */ (
      db
        .prepare(
          `SELECT c.id, c.tiers, c.created_at, m.username AS upline FROM agent_contracts c JOIN members m ON m.id = c.offered_by
           WHERE c.member_id = ? AND c.kind = ? AND c.status = 'offered'`,
        )
        .all(agent.id, kind)
    )
    const downlines =
      /** @type {{ id: number, username: string, held: string | null, offer_id: number | null, offered: string | null, last_status: string | null }[]} */ (
        db
          .prepare(
            `SELECT m.id, m.username,
             (SELECT tiers FROM agent_contracts WHERE member_id = m.id AND kind = @kind AND status = 'signed') AS held,
             (SELECT id FROM agent_contracts WHERE member_id = m.id AND kind = @kind AND status = 'offered') AS offer_id,
             (SELECT tiers FROM agent_contracts WHERE member_id = m.id AND kind = @kind AND status = 'offered') AS offered,
             (SELECT status FROM agent_contracts WHERE member_id = m.id AND kind = @kind AND offered_by = @agent
              ORDER BY id DESC LIMIT 1) AS last_status
           FROM members m WHERE m.upline_id = @agent AND m.type IN (${AGENT_TYPES.join(', ')})
           ORDER BY m.username_key`,
          )
          .all({ kind, agent: agent.id })
      )
    return {
      kind,
      contract: own ? { id: String(own.id), tiers: parsed(own.tiers), signedAt: own.decided_at } : null,
      current: {
        periodStart: start,
        periodEnd: start + PERIODS[kind].ms,
        validBetAmount: figures.validBetsMinor,
        payoutAmount: figures.payoutsMinor,
        activePlayers: figures.activePlayers,
        rateBp,
        amountSoFar: amountFor(kind, rateBp, figures),
      },
      payments: payments.map((row) => ({
        id: String(row.id),
        periodStart: row.period_start,
        periodEnd: row.period_end,
        validBetAmount: row.valid_bets_minor,
        activePlayers: row.active_players,
        rateBp: row.rate_bp,
        amount: row.amount_minor,
      })),
      offers: offers.map((row) => ({
        id: String(row.id),
        from: row.upline,
        tiers: parsed(row.tiers),
        offeredAt: row.created_at,
      })),
      downlines: downlines.map((row) => ({
        memberId: String(row.id),
        userName: row.username,
        contract: row.held ? parsed(row.held) : null,
        offer: row.offered ? { id: String(row.offer_id), tiers: parsed(row.offered) } : null,
        lastDecision: row.last_status === 'refused' ? 'refused' : null,
      })),
      currency: ctx.merchant.currency,
    }
  }

  for (const kind of CONTRACT_KINDS) {
    const { relay, modId } = CONTRACT_CALLS[kind]
    // GET /wps/relay/<contract call> - the contract page; POST with `action`: offer {memberId, tiers} to a
    // direct downline agent, sign {contractId} or refuse {contractId} an offer made to the agent.
    router.relay(
      relay,
      (ctx) => {
        const agent = agentWith(ctx, modId)
        const action = ctx.body.action
        if (ctx.method === 'GET' || action === undefined || action === 'view')
          return ok(contractView(ctx, kind, agent))
        if (ctx.method !== 'POST') throw new ApiError(405, 'request_param_err')
        rateLimit(ctx, 'agent-contract', 30, 10 * MINUTE_MS)
        const at = platform.now()
        if (action === 'offer') {
          const id = offerContract(db, {
            agentId: agent.id,
            downlineId: foundId(ctx.body.memberId, 'member.not.found'),
            kind,
            tiers: tiersInput(ctx.body.tiers),
            at,
            agentTypes: AGENT_TYPES,
          })
          return ok({ id: String(id), status: 'offered' })
        }
        if (action === 'sign' || action === 'refuse') {
          const contractId = foundId(ctx.body.contractId, 'contract.not.found')
          const status = decideOffer(db, {
            memberId: agent.id,
            kind,
            contractId,
            sign: action === 'sign',
            at,
          })
          return ok({ id: String(contractId), status })
        }
        throw new ApiError(400, 'request_param_err')
      },
      { auth: 'required' },
    )
  }

  // GET|POST /wps/relay/AGENT_income - startTime, endTime?, type? (a contract kind), pageNo, pageSize:
  // what the agent was paid for the periods that began in it, newest first, with the totals per kind.
  agentRelay(router, 'AGENT_income', (ctx, agent) => {
    const { from, to, pageSize, offset } = reportQuery(ctx.body, platform.now())
    const type =
      ctx.body.type === undefined || ctx.body.type === '' || ctx.body.type === 'all' ? null : ctx.body.type
    if (type !== null && !isContractKind(type)) throw new ApiError(400, 'request_param_err')
    const params = { agent: agent.id, from, to, type }
    const where = `agent_id = @agent AND amount_minor > 0 AND period_start >= @from AND period_start < @to
        AND (@type IS NULL OR kind = @type)`
    const sums = /** @type {{ kind: ContractKind, n: number, total: number }[]} */ (
      db
        .prepare(
          `SELECT kind, COUNT(*) AS n, SUM(amount_minor) AS total FROM agent_settlements WHERE ${where} GROUP BY kind`,
        )
        .all(params)
    )
    const total = sums.reduce((sum, row) => sum + row.n, 0)
    // Each settlement as the list answers it.
    const list = pageRows(
      db,
      `SELECT CAST(s.id AS TEXT) AS id, s.kind AS type, s.period_start AS periodStart, s.period_end AS periodEnd,
         s.valid_bets_minor AS validBetAmount, s.payouts_minor AS payoutAmount, s.active_players AS activePlayers,
         s.rate_bp AS rateBp, s.amount_minor AS amount, s.settled_at AS paidAt
       FROM agent_settlements s WHERE ${where} ORDER BY s.period_start DESC, s.id DESC`,
      params,
      { pageSize, offset },
    )
    return ok({
      list,
      totals: Object.fromEntries(
        CONTRACT_KINDS.map((kind) => [kind, sums.find((row) => row.kind === kind)?.total ?? 0]),
      ),
      ...pageCounts(total, pageSize),
      currency: ctx.merchant.currency,
    })
  })

  // GET|POST /wps/relay/AGENT_announcements - pageNo, pageSize: the tenant's announcements for agents,
  // newest first, in the caller's language, each with whether this agent has read it. POST {id, read:true}
  // marks one read.
  router.relay(
    'AGENT_announcements',
    (ctx) => {
      const agent = agentWith(ctx, 'AGEPAG')
      if (ctx.method === 'POST' && ctx.body.read !== undefined) {
        const id = Number(ctx.body.id)
        const found =
          Number.isSafeInteger(id) &&
          db
            .prepare('SELECT 1 FROM agent_announcements WHERE id = ? AND merchant_code = ?')
            .get(id, ctx.merchant.code)
        if (!found) throw new ApiError(404, 'announcement.not.found')
        db.prepare(
          'INSERT OR IGNORE INTO agent_announcement_reads (member_id, announcement_id, read_at) VALUES (?, ?, ?)',
        ).run(agent.id, id, platform.now())
        return ok({ id: String(id), read: true })
      }
      const { pageSize, offset } = pageInput(ctx.body, REPORT_PAGING)
      const total = /** @type {number} */ (
        db
          .prepare('SELECT COUNT(*) FROM agent_announcements WHERE merchant_code = ?')
          .pluck()
          .get(ctx.merchant.code)
      )
      const unread = /** @type {number} */ (
        db
          .prepare(
            `SELECT COUNT(*) FROM agent_announcements a WHERE a.merchant_code = ? AND NOT EXISTS
               (SELECT 1 FROM agent_announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = ?)`,
          )
          .pluck()
          .get(ctx.merchant.code, agent.id)
      )
      const rows =
        /** @type {{ id: number, published_at: number, titles: string, contents: string, read_at: number | null }[]} */ (
          pageRows(
            db,
            `SELECT a.*, r.read_at FROM agent_announcements a
             LEFT JOIN agent_announcement_reads r ON r.announcement_id = a.id AND r.member_id = @agent
             WHERE a.merchant_code = @merchant ORDER BY a.published_at DESC, a.id DESC`,
            { agent: agent.id, merchant: ctx.merchant.code },
            { pageSize, offset },
          )
        )
      return ok({
        list: rows.map((row) => ({
          id: String(row.id),
          title: pickText(JSON.parse(row.titles), ctx.language),
          content: pickText(JSON.parse(row.contents), ctx.language),
          publishedAt: row.published_at,
          read: row.read_at !== null,
        })),
        unreadCount: unread,
        ...pageCounts(total, pageSize),
      })
    },
    { auth: 'required' },
  )

  // POST /wps/relay/passwordCheck/AGENT_transferToDownlines (encrypted) - {paymentPassword,
  // transfers: [{memberId, amount}]}: moves each amount (minor units) from the agent to a direct
  // downline, all in one transaction: one refused recipient or too little balance and nothing moves.
  router.post(
    '/wps/relay/passwordCheck/AGENT_transferToDownlines',
    async (ctx) => {
      const agent = agentWith(ctx, 'AGENTRANSMULTDOWN3')
      rateLimit(ctx, 'agent-transfer', 20, 10 * MINUTE_MS)
      const list = ctx.body.transfers
      if (!Array.isArray(list) || list.length === 0 || list.length > MAX_TRANSFER_RECIPIENTS)
        throw new ApiError(400, 'request_param_err')
      const transfers = list.map((item) => {
        const memberId = Number(item?.memberId)
        const amount = typeof item?.amount === 'string' ? Number(item.amount) : item?.amount
        if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_TRANSFER_MINOR)
          throw new ApiError(400, 'transfer.amount.invalid', { value: { field: 'amount' } })
        return { memberId, amount }
      })
      if (new Set(transfers.map((t) => t.memberId)).size !== transfers.length)
        throw new ApiError(400, 'request_param_err')
      const now = platform.now()
      await checkPaymentPassword(db, agent.id, ctx.body.paymentPassword, now, ctx.language)
      const downline = db.prepare('SELECT id FROM members WHERE id = ? AND upline_id = ?')
      const ref = `agent-transfer-${agent.id}-${now}`
      try {
        const balanceAfter = db
          .transaction(() => {
            for (const { memberId } of transfers) {
              if (!Number.isSafeInteger(memberId) || !downline.get(memberId, agent.id))
                throw new ApiError(404, 'member.not.found')
            }
            const total = transfers.reduce((sum, t) => sum + t.amount, 0)
            const { balanceAfter } = post(db, {
              memberId: agent.id,
              amountMinor: -total,
              kind: 'transfer_out',
              ref,
              at: now,
            })
            for (const { memberId, amount } of transfers)
              post(db, { memberId, amountMinor: amount, kind: 'transfer_in', ref, at: now })
            return balanceAfter
          })
          .immediate()
        return ok({
          count: transfers.length,
          total: transfers.reduce((sum, t) => sum + t.amount, 0),
          balance: balanceAfter,
        })
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new ApiError(400, 'balance.insufficient')
        throw error
      }
    },
    { auth: 'required', body: 'encrypted' },
  )
}
