// @ts-check
// The agent's team for the agent centre's reports: every member below the agent, at any level. A member
// outside it, or an id that names nobody, is answered as not found, so ids cannot be probed.
//
// One definition for every agent report (the overview, team betting, user loss, the contracts' figures):
// the **team** is every member below the agent at any level (TEAM_CTE); an **active player** is a team
// member with at least one stake (ledger `bet`) in the period; the team's bets are its stakes and its
// payouts its payouts, each at the moment the ledger records it.
import { nonNegativeInt, optionalInput, pageInput } from '../guards.mjs'
import { ApiError } from '../http.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

const DAY_MS = 24 * 60 * 60 * 1000
// A month and a day, so "the last 30 days" counted from a local midnight always fits.
export const MAX_REPORT_PERIOD_MS = 32 * DAY_MS
export const MAX_SEARCH = 32

/** Common table expression `team(id, level)`: the members below @agent, level 1 the direct downline. */
export const TEAM_CTE = `WITH RECURSIVE team(id, level) AS (
  SELECT id, 1 FROM members WHERE upline_id = @agent
  UNION ALL
  SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE t.level < 32
)`

/**
 * What the team did in [from, to): active players, stakes, payouts and deposits (credits of ledger kinds
 * starting `deposit`), minor units.
 * @param {Db} db
 * @param {number} agentId
 * @param {number} from
 * @param {number} to
 */
export function teamActivity(db, agentId, from, to) {
  const row =
    /** @type {{ active: number, deposits: number | null, bets: number | null, payouts: number | null }} */ (
      db
        .prepare(
          `${TEAM_CTE} SELECT COUNT(DISTINCT CASE WHEN l.kind = 'bet' THEN l.member_id END) AS active,
             SUM(CASE WHEN l.kind LIKE 'deposit%' AND l.amount_minor > 0 THEN l.amount_minor ELSE 0 END) AS deposits,
             SUM(CASE WHEN l.kind = 'bet' THEN -l.amount_minor ELSE 0 END) AS bets,
             SUM(CASE WHEN l.kind = 'payout' THEN l.amount_minor ELSE 0 END) AS payouts
           FROM team t JOIN ledger l ON l.member_id = t.id
           WHERE l.created_at >= @from AND l.created_at < @to`,
        )
        .get({ agent: agentId, from, to })
    )
  return {
    activePlayers: row.active,
    depositMinor: row.deposits ?? 0,
    betMinor: row.bets ?? 0,
    payoutMinor: row.payouts ?? 0,
  }
}

/**
 * The report period: `startTime` required, `endTime` (exclusive) up to now; longer than
 * MAX_REPORT_PERIOD_MS is refused with its own code.
 * @param {Record<string, any>} body
 * @param {number} now
 */
export function reportPeriod(body, now) {
  const from = nonNegativeInt(body.startTime)
  const to = nonNegativeInt(body.endTime) ?? now
  if (from === null || from > to) throw new ApiError(400, 'request_param_err')
  if (to - from > MAX_REPORT_PERIOD_MS) throw new ApiError(400, 'period.too.long')
  return { from, to }
}

// How the agent centre's lists page: ten rows by default.
export const REPORT_PAGING = { size: 10, maxSize: 100, maxPage: 100_000 }

/**
 * A paged report's period (as reportPeriod reads it) and page.
 * @param {Record<string, any>} body
 * @param {number} now
 */
export function reportQuery(body, now) {
  return { ...reportPeriod(body, now), ...pageInput(body, REPORT_PAGING) }
}

/**
 * A LIKE pattern for part of a username, or null when there is no search.
 * @param {unknown} value
 */
export function searchPattern(value) {
  const search = optionalInput(value)
  if (search === undefined) return null
  if (search.length > MAX_SEARCH) throw new ApiError(400, 'request_param_err')
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * The team member a call names by id, with its level below the agent; anyone else is not found.
 * @param {Db} db
 * @param {number} agentId
 * @param {unknown} value
 * @returns {{ id: number, username: string, level: number }}
 */
export function teamMember(db, agentId, value) {
  const id = Number(optionalInput(value))
  const row = Number.isSafeInteger(id)
    ? /** @type {{ id: number, username: string, level: number } | undefined} */ (
        db
          .prepare(
            `${TEAM_CTE} SELECT m.id, m.username, t.level FROM team t JOIN members m ON m.id = t.id WHERE t.id = @id`,
          )
          .get({ agent: agentId, id })
      )
    : undefined
  if (!row) throw new ApiError(404, 'member.not.found')
  return row
}
