// @ts-check
// The agent centre: the team overview (AGENT_teamOverview), the downline list (AGENT_downlineList) and
// new downline accounts (POST /wps/agent/register).
// Only agent accounts (types 1, 2, 41, 42) may call them, and every query is bound to the signed-in
// agent's own team: the overview counts the whole team (every level below the agent, as every agent
// report does, lib/agent-pay/team.mjs), the downline list and new accounts are the direct downline. No
// parameter names another agent.
import {
  checkField,
  invalidField,
  optionalInput,
  pageCounts,
  pageInput,
  pageRows,
  periodInput,
  rateLimit,
  stringInput,
} from '../lib/guards.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { TEAM_CTE, teamActivity } from '../lib/agent-pay/team.mjs'
import { MEMBER_TYPE, findByUsername, prepareFreeMember } from '../lib/members.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

export const AGENT_TYPES = [1, 2, 41, 42]

const PAGING = { size: 10, maxSize: 100, maxPage: 100_000 }
const MAX_SEARCH = 32
const MINUTE_MS = 60 * 1000

/**
 * The signed-in member, when it is an agent; anyone else is refused as for a switched-off function.
 * @param {RequestContext} ctx
 */
export function agentOf(ctx) {
  const member = ctx.member
  if (!AGENT_TYPES.includes(member.type)) throw new ApiError(403, 'function.not.available')
  return member
}

/**
 * Registers a relay function only agents may call: signed in, anyone else refused as agentOf refuses;
 * the handler gets the agent.
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {string} name
 * @param {(ctx: RequestContext, agent: RequestContext['member']) => import('../lib/http.mjs').PlatformResponse} handler
 */
export function agentRelay(router, name, handler) {
  router.relay(name, (ctx) => handler(ctx, agentOf(ctx)), { auth: 'required' })
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function register(router, platform) {
  const { db } = platform

  // GET|POST /wps/relay/AGENT_teamOverview - the agent's team (every level) in a period: members, new
  // members, active players, deposits, bets, payouts and the team's net result (payouts minus bets),
  // minor units.
  agentRelay(router, 'AGENT_teamOverview', (ctx, agent) => {
    const { from, to } = periodInput(ctx.body)
    const params = { agent: agent.id, from, to }
    /** @param {string} column */
    const inPeriod = (column) => `(@from IS NULL OR ${column} >= @from) AND (@to IS NULL OR ${column} < @to)`
    const members = /** @type {{ total: number, fresh: number | null }} */ (
      db
        .prepare(
          `${TEAM_CTE} SELECT COUNT(*) AS total, SUM(CASE WHEN ${inPeriod('m.registered_at')} THEN 1 ELSE 0 END) AS fresh
             FROM team t JOIN members m ON m.id = t.id`,
        )
        .get(params)
    )
    const activity = teamActivity(db, agent.id, from ?? 0, to ?? Number.MAX_SAFE_INTEGER)
    return ok({
      teamCount: members.total,
      newMembers: members.fresh ?? 0,
      activePlayers: activity.activePlayers,
      depositAmount: activity.depositMinor,
      betAmount: activity.betMinor,
      payoutAmount: activity.payoutMinor,
      netAmount: activity.payoutMinor - activity.betMinor,
      currency: ctx.merchant.currency,
    })
  })

  // GET|POST /wps/relay/AGENT_downlineList - the agent's downline members, newest first, paged, with an
  // optional search by part of the username.
  agentRelay(router, 'AGENT_downlineList', (ctx, agent) => {
    const { pageSize, offset } = pageInput(ctx.body, PAGING)
    const search = optionalInput(ctx.body.userName)
    if (search !== undefined && search.length > MAX_SEARCH) throw new ApiError(400, 'request_param_err')
    const pattern =
      search === undefined ? null : `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const params = { agent: agent.id, pattern }
    const where = `upline_id = @agent AND (@pattern IS NULL OR username_key LIKE @pattern ESCAPE '\\')`
    const total = /** @type {number} */ (
      db.prepare(`SELECT COUNT(*) FROM members WHERE ${where}`).pluck().get(params)
    )
    // Each row as the list answers it. `pending`: created by the agent and not yet signed in with a
    // password of its own.
    const list = pageRows(
      db,
      `SELECT CAST(m.id AS TEXT) AS id, m.username AS userName, m.registered_at AS regDate,
         m.last_login_at AS lastLoginDate, m.balance_minor AS balance,
         CASE WHEN m.password_is_default THEN 'pending' ELSE 'active' END AS status
       FROM members m WHERE ${where}
       ORDER BY m.registered_at DESC, m.id DESC`,
      params,
      { pageSize, offset },
    )
    return ok({ list, ...pageCounts(total, pageSize), currency: ctx.merchant.currency })
  })

  // POST /wps/agent/register (encrypted, token) - the agent opens an account in its own downline. The
  // username and password follow the merchant's register rules; the password is the agent's choice, so
  // the new member must change it at its first sign-in (password_is_default = 1).
  router.post(
    '/wps/agent/register',
    async (ctx) => {
      const agent = agentOf(ctx)
      rateLimit(ctx, 'agent-register', 30, 10 * MINUTE_MS)
      const rules = ctx.merchant.registerRules
      const username = stringInput(ctx.body.username)
      if (username === '') throw invalidField('username', rules.username)
      checkField('username', rules.username, username)
      const password = stringInput(ctx.body.password, { trim: false })
      if (password === '') throw invalidField('password', rules.password)
      checkField('password', rules.password, password)
      if (stringInput(ctx.body.confirmPassword, { trim: false }) !== password) {
        throw new ApiError(400, 'password.confirm.mismatch')
      }
      if (findByUsername(db, ctx.merchant.code, username)) throw new ApiError(409, 'member.username.taken')
      const memberId = await prepareFreeMember(db, {
        merchantCode: ctx.merchant.code,
        username,
        password,
        type: MEMBER_TYPE,
        nickname: username,
        language: ctx.language,
        uplineId: agent.id,
        // Made by the agent: the member accepts the terms at their first sign-in.
        termsVersion: 0,
        now: platform.now(),
      })
      if (memberId === null) throw new ApiError(409, 'member.username.taken')
      db.prepare('UPDATE members SET password_is_default = 1 WHERE id = ?').run(memberId)
      return ok({ userName: username, customerId: memberId })
    },
    { auth: 'required', body: 'encrypted' },
  )
}
