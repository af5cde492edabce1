// @ts-check
// Agents' contracts: what an agent holds, offering one to a direct downline agent, signing and refusing.
// An offer never pays more than the offering agent's own contract at the same thresholds.
import { ApiError } from '../http.mjs'
import { CONTRACT_KINDS, tierFor } from './settlement.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./settlement.mjs').ContractKind} ContractKind */
/** @typedef {import('./settlement.mjs').Tier} Tier */

export const MAX_TIERS = 5
// 50 %: no contract pays more than half of what it is counted on.
export const MAX_RATE_BP = 5_000
const MAX_THRESHOLD_MINOR = 1_000_000_000_00
const MAX_PLAYERS = 100_000

/** The members column that carries each kind's consolidated flag. */
export const FLAG_COLUMNS = /** @type {Record<ContractKind, string>} */ ({
  dividend: 'contract_dividend',
  daily: 'contract_daily_salary',
  hourly: 'contract_hour_salary',
  realtime: 'contract_realtime_salary',
})

/** @param {unknown} value */
export function isContractKind(value) {
  return typeof value === 'string' && CONTRACT_KINDS.includes(/** @type {ContractKind} */ (value))
}

/**
 * Tiers as a caller sends them, checked: 1 to MAX_TIERS, thresholds rising, whole numbers in bounds.
 * @param {unknown} value
 * @returns {Tier[]}
 */
export function tiersInput(value) {
  const bad = () => new ApiError(400, 'contract.tiers.invalid')
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_TIERS) throw bad()
  /** @param {unknown} n @param {number} max */
  const whole = (n, max) => {
    const parsed = typeof n === 'string' && n.trim() !== '' ? Number(n) : n
    if (typeof parsed !== 'number' || !Number.isSafeInteger(parsed) || parsed < 0 || parsed > max) throw bad()
    return parsed
  }
  const tiers = value.map((tier) => {
    if (!tier || typeof tier !== 'object') throw bad()
    return {
      minValidBetsMinor: whole(tier.minValidBetsMinor, MAX_THRESHOLD_MINOR),
      minActivePlayers: whole(tier.minActivePlayers, MAX_PLAYERS),
      rateBp: whole(tier.rateBp, MAX_RATE_BP),
    }
  })
  tiers.forEach((tier, index) => {
    const before = tiers[index - 1]
    if (
      before &&
      tier.minValidBetsMinor <= before.minValidBetsMinor &&
      tier.minActivePlayers <= before.minActivePlayers
    )
      throw bad()
  })
  return tiers
}

/**
 * Whether every tier of an offer pays at most what the agent's own tiers pay at the same thresholds.
 * @param {Tier[]} own
 * @param {Tier[]} offered
 */
export function withinOwnTerms(own, offered) {
  return offered.every(
    (tier) =>
      tier.rateBp <=
      (tierFor(own, { validBetsMinor: tier.minValidBetsMinor, activePlayers: tier.minActivePlayers })
        ?.rateBp ?? 0),
  )
}

/**
 * @typedef {{ id: number, member_id: number, offered_by: number | null, kind: ContractKind, tiers: string,
 *   status: string, created_at: number, decided_at: number | null }} ContractRow
 */

/**
 * The agent's signed contract of a kind, if any.
 * @param {Db} db
 * @param {number} memberId
 * @param {ContractKind} kind
 * @returns {ContractRow | undefined}
 */
export function signedContract(db, memberId, kind) {
  return /** @type {ContractRow | undefined} */ (
    db
      .prepare("SELECT * FROM agent_contracts WHERE member_id = ? AND kind = ? AND status = 'signed'")
      .get(memberId, kind)
  )
}

/**
 * The kinds of contract the agent holds signed: what the consolidated flags report, so a flag never
 * promises a contract page that has no contract behind it.
 * @param {Db} db
 * @param {number} memberId
 * @returns {Set<ContractKind>}
 */
export function heldKinds(db, memberId) {
  return new Set(
    /** @type {ContractKind[]} */ (
      db
        .prepare("SELECT DISTINCT kind FROM agent_contracts WHERE member_id = ? AND status = 'signed'")
        .pluck()
        .all(memberId)
    ),
  )
}

/**
 * Signs a contract straight away (the operator's own contracts, seeds): any earlier one of its kind ends.
 * @param {Db} db
 * @param {{ memberId: number, kind: ContractKind, tiers: Tier[], at: number, offeredBy?: number | null }} contract
 */
export function signContract(db, { memberId, kind, tiers, at, offeredBy = null }) {
  return db.transaction(() => {
    db.prepare(
      "UPDATE agent_contracts SET status = 'withdrawn', decided_at = ? WHERE member_id = ? AND kind = ? AND status = 'signed'",
    ).run(at, memberId, kind)
    const id = Number(
      db
        .prepare(
          `INSERT INTO agent_contracts (member_id, offered_by, kind, tiers, status, created_at, decided_at)
           VALUES (?, ?, ?, ?, 'signed', ?, ?)`,
        )
        .run(memberId, offeredBy, kind, JSON.stringify(tiers), at, at).lastInsertRowid,
    )
    db.prepare(`UPDATE members SET ${FLAG_COLUMNS[kind]} = 1 WHERE id = ?`).run(memberId)
    return id
  })()
}

/**
 * Decides an offer made to `memberId`: signing replaces its contract of that kind, refusing leaves it.
 * Anything but a pending offer to this member answers as not found.
 * @param {Db} db
 * @param {{ memberId: number, kind: ContractKind, contractId: number, sign: boolean, at: number }} decision
 */
export function decideOffer(db, { memberId, kind, contractId, sign, at }) {
  return db.transaction(() => {
    const offer = /** @type {ContractRow | undefined} */ (
      db
        .prepare(
          "SELECT * FROM agent_contracts WHERE id = ? AND member_id = ? AND kind = ? AND status = 'offered'",
        )
        .get(contractId, memberId, kind)
    )
    if (!offer) throw new ApiError(404, 'contract.not.found')
    if (!sign) {
      db.prepare("UPDATE agent_contracts SET status = 'refused', decided_at = ? WHERE id = ?").run(
        at,
        offer.id,
      )
      return 'refused'
    }
    db.prepare(
      "UPDATE agent_contracts SET status = 'withdrawn', decided_at = ? WHERE member_id = ? AND kind = ? AND status = 'signed'",
    ).run(at, memberId, kind)
    db.prepare("UPDATE agent_contracts SET status = 'signed', decided_at = ? WHERE id = ?").run(at, offer.id)
    db.prepare(`UPDATE members SET ${FLAG_COLUMNS[kind]} = 1 WHERE id = ?`).run(memberId)
    return 'signed'
  })()
}

/**
 * An agent offers a contract to one of its direct downline agents. Refused: a member who is not a direct
 * downline agent (as not found), an agent without a contract of that kind, an offer above its own terms,
 * a second pending offer.
 * @param {Db} db
 * @param {{ agentId: number, downlineId: number, kind: ContractKind, tiers: Tier[], at: number, agentTypes: number[] }} offer
 */
export function offerContract(db, { agentId, downlineId, kind, tiers, at, agentTypes }) {
  return db.transaction(() => {
    const downline = /** @type {{ type: number } | undefined} */ (
      db.prepare('SELECT type FROM members WHERE id = ? AND upline_id = ?').get(downlineId, agentId)
    )
    if (!downline || !agentTypes.includes(downline.type)) throw new ApiError(404, 'member.not.found')
    const own = signedContract(db, agentId, kind)
    if (!own) throw new ApiError(403, 'contract.not.held')
    if (!withinOwnTerms(JSON.parse(own.tiers), tiers)) throw new ApiError(400, 'contract.offer.above.own')
    const pending = db
      .prepare("SELECT 1 FROM agent_contracts WHERE member_id = ? AND kind = ? AND status = 'offered'")
      .get(downlineId, kind)
    if (pending) throw new ApiError(409, 'contract.offer.pending')
    return Number(
      db
        .prepare(
          `INSERT INTO agent_contracts (member_id, offered_by, kind, tiers, status, created_at)
           VALUES (?, ?, ?, ?, 'offered', ?)`,
        )
        .run(downlineId, agentId, kind, JSON.stringify(tiers), at).lastInsertRowid,
    )
  })()
}
