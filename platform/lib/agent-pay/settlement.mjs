// @ts-check
// Settles the agents' contracts (docs/platform.md, "Agent contracts and settlements"): real-time salary
// every 5 minutes, hourly salary every hour, daily wages every UTC day and dividends every week (Monday
// 00:00 UTC), each from the team's bets in the period. A period is settled once it has ended. Each
// payment is one agent_settlements row, unique per agent, kind and period, written in the same
// transaction as its ledger entry: a run killed half way leaves whole periods paid or not paid, and two
// runs at once meet on the unique row, so nothing is ever paid twice. Each run starts where the agent's
// last settlement ended, so missed periods are caught up.
import { post } from '../ledger.mjs'
import { repeatEvery } from '../repeat.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {'dividend' | 'daily' | 'hourly' | 'realtime'} ContractKind */
/** @typedef {{ minValidBetsMinor: number, minActivePlayers: number, rateBp: number }} Tier */

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * Length and alignment of each kind's period, the ledger kind its payments post as, and how many periods
 * one run settles per agent at most (a longer backlog is caught up by the runs that follow).
 * @type {Record<ContractKind, { ms: number, offset: number, ledgerKind: string, perRun: number }>}
 */
export const PERIODS = {
  realtime: { ms: 5 * MINUTE_MS, offset: 0, ledgerKind: 'salary_realtime', perRun: 2 * 288 },
  hourly: { ms: HOUR_MS, offset: 0, ledgerKind: 'salary_hourly', perRun: 7 * 24 },
  daily: { ms: DAY_MS, offset: 0, ledgerKind: 'salary_daily', perRun: 62 },
  // 1970-01-01 was a Thursday: weeks start 4 days later, on Mondays.
  dividend: { ms: 7 * DAY_MS, offset: 4 * DAY_MS, ledgerKind: 'dividend', perRun: 12 },
}

export const CONTRACT_KINDS = /** @type {ContractKind[]} */ (Object.keys(PERIODS))

// A team is at most this deep; a longer upline chain (a data fault) stops counting there.
const MAX_DEPTH = 32

/**
 * The start of the period of `kind` that holds `at`.
 * @param {ContractKind} kind
 * @param {number} at
 */
export function periodStart(kind, at) {
  const { ms, offset } = PERIODS[kind]
  return Math.floor((at - offset) / ms) * ms + offset
}

/**
 * The tier a team reaches (the last one whose thresholds it meets), or null.
 * @param {Tier[]} tiers ascending
 * @param {{ validBetsMinor: number, activePlayers: number }} figures
 */
export function tierFor(tiers, { validBetsMinor, activePlayers }) {
  let reached = null
  for (const tier of tiers) {
    if (validBetsMinor >= tier.minValidBetsMinor && activePlayers >= tier.minActivePlayers) reached = tier
  }
  return reached
}

/**
 * What a contract pays for a period: salaries are a share of the team's valid bets, dividends a share
 * of the team's net loss (bets minus payouts) when there is one. Rounded down to the minor unit.
 * @param {ContractKind} kind
 * @param {number} rateBp
 * @param {{ validBetsMinor: number, payoutsMinor: number }} figures
 */
export function amountFor(kind, rateBp, { validBetsMinor, payoutsMinor }) {
  const base = kind === 'dividend' ? Math.max(0, validBetsMinor - payoutsMinor) : validBetsMinor
  return Math.floor((base * rateBp) / 10_000)
}

/**
 * Every member's upline, to walk a bettor's chain of agents.
 * @param {Db} db
 * @returns {Map<number, number>}
 */
function uplines(db) {
  const rows = /** @type {{ id: number, upline_id: number }[]} */ (
    db.prepare('SELECT id, upline_id FROM members WHERE upline_id IS NOT NULL').all()
  )
  return new Map(rows.map((row) => [row.id, row.upline_id]))
}

/**
 * The figures of every team in [from, to): stakes, payouts and distinct players, credited to each agent
 * above the bettor (the whole downline, every level).
 * @param {Db} db
 * @param {Map<number, number>} uplineOf
 * @param {number} from
 * @param {number} to
 */
export function teamFigures(db, uplineOf, from, to) {
  const rows = /** @type {{ member_id: number, bets: number, payouts: number }[]} */ (
    db
      .prepare(
        `SELECT member_id,
           SUM(CASE WHEN kind = 'bet' THEN -amount_minor ELSE 0 END) AS bets,
           SUM(CASE WHEN kind = 'payout' THEN amount_minor ELSE 0 END) AS payouts
         FROM ledger WHERE kind IN ('bet', 'payout') AND created_at >= ? AND created_at < ?
         GROUP BY member_id`,
      )
      .all(from, to)
  )
  /** @type {Map<number, { validBetsMinor: number, payoutsMinor: number, activePlayers: number }>} */
  const teams = new Map()
  for (const row of rows) {
    let agent = uplineOf.get(row.member_id)
    for (let depth = 0; agent !== undefined && depth < MAX_DEPTH; depth++) {
      const team = teams.get(agent) ?? { validBetsMinor: 0, payoutsMinor: 0, activePlayers: 0 }
      team.validBetsMinor += row.bets
      team.payoutsMinor += row.payouts
      if (row.bets > 0) team.activePlayers += 1
      teams.set(agent, team)
      agent = uplineOf.get(agent)
    }
  }
  return teams
}

/**
 * Settles every period that has ended by `until`, for every agent with a signed contract (or only
 * `agentId`'s). Answers how many settlements this run wrote and how much they paid.
 * @param {Db} db
 * @param {{ until: number, now?: number, agentId?: number, kinds?: ContractKind[] }} options
 */
export function settle(db, { until, now = until, agentId, kinds = CONTRACT_KINDS }) {
  const uplineOf = uplines(db)
  let settled = 0
  let paidMinor = 0
  for (const kind of kinds) {
    const { ms, ledgerKind, perRun } = PERIODS[kind]
    const end = periodStart(kind, until)
    const contracts =
      /** @type {{ id: number, member_id: number, tiers: string, decided_at: number, last: number | null }[]} */ (
        db
          .prepare(
            `SELECT c.id, c.member_id, c.tiers, c.decided_at,
               (SELECT MAX(s.period_start) FROM agent_settlements s
                WHERE s.agent_id = c.member_id AND s.kind = c.kind) AS last
             FROM agent_contracts c
             WHERE c.kind = @kind AND c.status = 'signed' AND (@agent IS NULL OR c.member_id = @agent)`,
          )
          .all({ kind, agent: agentId ?? null })
      )
    /** @type {Map<number, { id: number, agentId: number, tiers: Tier[] }[]>} */
    const due = new Map()
    for (const contract of contracts) {
      const first = contract.last === null ? periodStart(kind, contract.decided_at) : contract.last + ms
      const tiers = /** @type {Tier[]} */ (JSON.parse(contract.tiers))
      for (let start = first, n = 0; start < end && n < perRun; start += ms, n++) {
        const list = due.get(start) ?? []
        list.push({ id: contract.id, agentId: contract.member_id, tiers })
        due.set(start, list)
      }
    }
    const insert = db.prepare(
      `INSERT INTO agent_settlements (agent_id, kind, period_start, period_end, contract_id, valid_bets_minor,
         payouts_minor, active_players, rate_bp, amount_minor, settled_at)
       VALUES (@agentId, @kind, @start, @end, @contractId, @validBetsMinor, @payoutsMinor, @activePlayers,
         @rateBp, @amountMinor, @now)
       ON CONFLICT (agent_id, kind, period_start) DO NOTHING`,
    )
    const link = db.prepare('UPDATE agent_settlements SET ledger_id = ? WHERE id = ?')
    for (const start of [...due.keys()].sort((a, b) => a - b)) {
      const teams = teamFigures(db, uplineOf, start, start + ms)
      // One period of one kind in one transaction: all its agents are paid together, or none is.
      db.transaction(() => {
        for (const contract of due.get(start) ?? []) {
          const figures = teams.get(contract.agentId) ?? {
            validBetsMinor: 0,
            payoutsMinor: 0,
            activePlayers: 0,
          }
          const rateBp = tierFor(contract.tiers, figures)?.rateBp ?? 0
          const amountMinor = amountFor(kind, rateBp, figures)
          const result = insert.run({
            agentId: contract.agentId,
            kind,
            start,
            end: start + ms,
            contractId: contract.id,
            ...figures,
            rateBp,
            amountMinor,
            now,
          })
          // Another run settled this period first: it paid, this one does not.
          if (result.changes === 0) continue
          settled += 1
          if (amountMinor === 0) continue
          const settlementId = Number(result.lastInsertRowid)
          const { entryId } = post(db, {
            memberId: contract.agentId,
            amountMinor,
            kind: ledgerKind,
            ref: `settlement-${settlementId}`,
            at: now,
          })
          link.run(entryId, settlementId)
          paidMinor += amountMinor
        }
      }).immediate()
    }
  }
  return { settled, paidMinor }
}

/**
 * Runs a settlement now and then every `everyMs` on the platform's clock, so a moved test clock is
 * settled at the next tick. A failed run is logged and retried at the next tick.
 * @param {Db} db
 * @param {() => number} now
 * @param {{ everyMs?: number, log?: (error: unknown) => void }} [options]
 */
export function startScheduler(db, now, { everyMs = 30 * 1000, log = console.error } = {}) {
  return repeatEvery(
    () => {
      const at = now()
      settle(db, { until: at, now: at })
    },
    everyMs,
    log,
  )
}
