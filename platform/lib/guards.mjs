// @ts-check
// Checks shared by route handlers: rate limits, captcha, field rules, string inputs.
import { consumeCaptcha } from './captcha.mjs'
import { ApiError } from './http.mjs'
import { TRIAL_TYPE } from './members.mjs'
import { matchesRule } from './patterns.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

/**
 * @param {RequestContext} ctx
 * @param {string} name what is limited, e.g. "login"
 * @param {number} limit
 * @param {number} windowMs
 */
export function rateLimit(ctx, name, limit, windowMs) {
  const result = ctx.platform.windows.take(`rate:${name}:${ctx.merchant.code}:${ctx.ip}`, limit, windowMs)
  if (result.allowed) return
  const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000))
  throw new ApiError(429, 'TOO_MANY_REQUESTS', {
    value: { retryAfterSeconds: seconds },
    headers: { 'retry-after': String(seconds) },
  })
}

/**
 * The captcha a caller answers: the `captchaId` cookie a browser carries, or the `X-Captcha-Id`
 * header a server-side caller forwards.
 * @param {RequestContext} ctx
 */
export function captchaIdOf(ctx) {
  const header = ctx.req.headers['x-captcha-id']
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim()
  return fromHeader || ctx.cookies.captchaId || undefined
}

/**
 * @param {RequestContext} ctx
 * @param {unknown} answer
 */
export function captchaPasses(ctx, answer) {
  return consumeCaptcha(ctx.platform.db, { id: captchaIdOf(ctx), answer, now: ctx.platform.now() })
}

/**
 * @param {unknown} value
 * @param {{ trim?: boolean }} [options]
 */
export function stringInput(value, { trim = true } = {}) {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return ''
  return trim ? value.trim() : value
}

/**
 * A body or query value as trimmed text, or undefined when it is missing or blank.
 * @param {unknown} value
 */
export function optionalInput(value) {
  return stringInput(value) || undefined
}

/**
 * A whole number from 1 to `max`, or `fallback` when the value is missing; anything else is refused.
 * @param {unknown} value
 * @param {number} fallback
 * @param {number} max
 */
export function boundedInt(value, fallback, max) {
  const raw = optionalInput(value)
  if (raw === undefined) return fallback
  const parsed = Number(raw)
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) throw new ApiError(400, 'request_param_err')
  return parsed
}

/**
 * A whole number from 0 up (a time, a lower bound), or null when the value is missing; anything else
 * is refused.
 * @param {unknown} value
 * @returns {number | null}
 */
export function nonNegativeInt(value) {
  const raw = optionalInput(value)
  if (raw === undefined) return null
  const parsed = Number(raw)
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new ApiError(400, 'request_param_err')
  return parsed
}

/**
 * The signed-in member, refused when it is a trial account (money, points and limits are for real
 * members only).
 * @param {RequestContext} ctx
 */
export function realMember(ctx) {
  if (ctx.member.type === TRIAL_TYPE) throw new ApiError(403, 'function.not.available')
  return ctx.member
}

// The paging of a member's own lists: ten rows a page unless asked, at most fifty.
const MEMBER_PAGING = { size: 10, maxSize: 50, maxPage: 10_000 }

/**
 * A page of one of the real member's own lists: the member and the page the call asks for.
 * @param {RequestContext} ctx
 */
export function memberListInput(ctx) {
  return { member: realMember(ctx), ...pageInput(ctx.body, MEMBER_PAGING) }
}

/**
 * The page a paged call asks for (`pageNo` from 1, `pageSize`), and the row offset it starts at.
 * @param {Record<string, any>} body
 * @param {{ size: number, maxSize: number, maxPage: number }} bounds `size` when none is asked for
 */
export function pageInput(body, { size, maxSize, maxPage }) {
  const pageNo = boundedInt(body.pageNo, 1, maxPage)
  const pageSize = boundedInt(body.pageSize, size, maxSize)
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize }
}

/**
 * One page of a query's rows: `sql` is the whole query up to its LIMIT, ordered.
 * @param {import('better-sqlite3').Database} db
 * @param {string} sql
 * @param {Record<string, unknown>} params
 * @param {{ pageSize: number, offset: number }} page
 */
export function pageRows(db, sql, params, { pageSize, offset }) {
  return db.prepare(`${sql} LIMIT @limit OFFSET @offset`).all({ ...params, limit: pageSize, offset })
}

/**
 * A list answer's paging fields: how many rows there are in all and how many pages they fill.
 * @param {number} total
 * @param {number} pageSize
 */
export const pageCounts = (total, pageSize) => ({
  totalCount: total,
  totalPages: Math.ceil(total / pageSize),
})

/**
 * The period a call asks for: `startTime` inclusive, `endTime` exclusive, both epoch milliseconds and
 * both optional; a start after the end is refused.
 * @param {Record<string, any>} body
 */
export function periodInput(body) {
  const from = nonNegativeInt(body.startTime)
  const to = nonNegativeInt(body.endTime)
  if (from !== null && to !== null && from > to) throw new ApiError(400, 'request_param_err')
  return { from, to }
}

/**
 * @param {string} field
 * @param {import('./patterns.mjs').FieldRule | undefined} rule
 */
export function invalidField(field, rule) {
  return new ApiError(400, 'request_param_err', {
    value: { field, patternId: rule?.patternId, minLength: rule?.minLength, maxLength: rule?.maxLength },
  })
}

/**
 * Throws unless the value satisfies the rule (an empty value passes only when not required).
 * @param {string} field
 * @param {import('./patterns.mjs').FieldRule | undefined} rule
 * @param {string} value
 */
export function checkField(field, rule, value) {
  if (!rule) throw new Error(`no rule for ${field}`)
  if (value === '') {
    if (rule.required) throw invalidField(field, rule)
    return
  }
  if (!matchesRule(rule, value)) throw invalidField(field, rule)
}
