// @ts-check
// Opening a session after any kind of sign-in: password, SMS code, social login, free play or a fresh
// registration all answer the same login value.
import { customerType } from './members.mjs'
import { createSession } from './sessions.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('./sessions.mjs').MemberRow} MemberRow */

/**
 * Opens a session and answers the contract's login value.
 * @param {RequestContext} ctx
 * @param {MemberRow} member
 * @param {{ loginType: string, passwordExpired: boolean, deviceId?: string | null }} details
 */
export function startSession(ctx, member, { loginType, passwordExpired, deviceId = null }) {
  const { db } = ctx.platform
  const now = ctx.platform.now()
  const token = createSession(db, {
    memberId: member.id,
    merchantCode: ctx.merchant.code,
    loginType,
    deviceId,
    ip: ctx.ip,
    now,
    passwordChangePending: passwordExpired,
  })
  db.prepare(
    'UPDATE members SET first_login_at = COALESCE(first_login_at, ?), last_login_at = ? WHERE id = ?',
  ).run(now, now, member.id)
  return {
    token,
    firstTimeLogin: member.first_login_at === null,
    passwordExpired,
    id: member.id,
    userName: member.username,
    customerType: customerType(member.type),
  }
}
