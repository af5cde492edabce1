// @ts-check
// Identity checks (docs/platform.md, "Identity"): the member's status and submission, the operator's
// console (queue, documents, approve and reject with a reason, behind the operator key) and, outside
// production, the test controls that run the automatic review now or mark a member verified.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { ApiError, ok, text } from '../lib/http.mjs'
import { rateLimit, stringInput } from '../lib/guards.mjs'
import { TRIAL_TYPE, findByUsername } from '../lib/members.mjs'
import { operatorDecision, requireOperator } from '../lib/operator.mjs'
import {
  decideCheck,
  latestCheck,
  rejectionReason,
  runDueChecks,
  seedVerified,
  SIDES,
  submitCheck,
} from '../lib/identity/checks.mjs'
import { identityConsolePage } from '../lib/identity/console-page.mjs'
import { documentProblem } from '../lib/identity/documents.mjs'
import { identityError } from '../lib/identity/messages.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/identity/checks.mjs').CheckRow} CheckRow */

const HOUR_MS = 60 * 60 * 1000
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const DECIDED_SHOWN = 20
const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' }
// Two documents of 5 MB each as base64, and the JSON around them.
const SUBMIT_MAX_BODY_BYTES = 15 * 1024 * 1024

/** @param {number | null} at */
const iso = (at) => (at === null ? null : new Date(at).toISOString())

/**
 * The member's side of their latest check.
 * @param {RequestContext} ctx
 * @param {CheckRow | undefined} check
 */
function statusView(ctx, check) {
  return {
    required: ctx.merchant.identity.requiredForWithdrawal,
    status: check?.status ?? 'none',
    reason: check?.status === 'rejected' ? check.reason : null,
    submittedAt: check && check.decided_by !== 'seed' ? iso(check.submitted_at) : null,
    decidedAt: check ? iso(check.decided_at) : null,
  }
}

/**
 * Front and back of a submission, every rule checked before anything is kept: each present, of a type
 * it says (png, jpeg or pdf) and is, 1 byte to 5 MB, a PDF without anything that runs.
 * @param {RequestContext} ctx
 */
function documentsOf(ctx) {
  return SIDES.map((side) => {
    const given = ctx.body[side]
    const data = typeof given?.data === 'string' ? given.data : null
    const refuse = (/** @type {string} */ reason) =>
      identityError(400, 'identity.document.invalid', ctx.language, { value: { field: side, reason } })
    if (data === null) throw refuse('required')
    if (!BASE64.test(data) || data.length % 4 !== 0) throw refuse('not_match')
    const bytes = Buffer.from(data, 'base64')
    const problem = documentProblem(bytes, given.type)
    if (problem) throw refuse(problem)
    return { side, type: given.type, bytes }
  })
}

/**
 * @param {RequestContext} ctx
 * @param {CheckRow & { username: string }} check
 */
const consoleView = (ctx, check) => ({
  id: check.id,
  merchantCode: check.merchant_code,
  username: check.username,
  status: check.status,
  documents: /** @type {{ side: string, type: string, bytes: number }[]} */ (JSON.parse(check.documents)).map(
    ({ side, type, bytes }) => ({ side, type, bytes }),
  ),
  submittedAt: iso(check.submitted_at),
  dueAt: iso(check.due_at),
  decidedAt: iso(check.decided_at),
  decidedBy: check.decided_by,
  reason: check.reason,
})

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerIdentityRoutes(router, platform) {
  const { db } = platform

  /** @param {RequestContext} ctx */
  const realMember = (ctx) => {
    if (ctx.member.type === TRIAL_TYPE) throw new ApiError(403, 'function.not.available')
    return ctx.member
  }

  // GET /wps/relay/KYC_status - {required, status: none|review|verified|rejected, reason, submittedAt, decidedAt}
  router.relay('KYC_status', (ctx) => ok(statusView(ctx, latestCheck(db, realMember(ctx).id))), {
    auth: 'required',
  })

  // POST /wps/relay/KYC_submit - {front: {type, data}, back: {type, data}}: base64 PNG, JPEG or PDF of at
  // most 5 MB each; allowed before any check and after a rejection
  router.post(
    '/wps/relay/KYC_submit',
    (ctx) => {
      const member = realMember(ctx)
      rateLimit(ctx, 'identity', 30, HOUR_MS)
      const perMember = platform.windows.take(`rate:identity-member:${member.id}`, 10, HOUR_MS)
      if (!perMember.allowed) throw new ApiError(429, 'TOO_MANY_REQUESTS')
      const documents = documentsOf(ctx)
      const check = submitCheck(db, {
        dataDir: platform.dataDir,
        merchant: ctx.merchant,
        memberId: member.id,
        now: platform.now(),
        language: ctx.language,
        documents,
      })
      return ok(statusView(ctx, check))
    },
    { auth: 'required', body: 'json', maxBodyBytes: SUBMIT_MAX_BODY_BYTES },
  )

  // GET /identity/console - the operator's page
  router.get('/identity/console', () => {
    const page = identityConsolePage()
    return text(200, page.html, 'text/html; charset=utf-8', page.headers)
  })

  // GET /identity/console/api/checks - {waiting (oldest first), decided (latest 20)}
  router.get('/identity/console/api/checks', (ctx) => {
    requireOperator(ctx)
    const rows = (/** @type {string} */ where, /** @type {string} */ order, /** @type {number} */ limit) =>
      /** @type {(CheckRow & { username: string })[]} */ (
        db
          .prepare(
            `SELECT c.*, m.username FROM identity_checks c JOIN members m ON m.id = c.member_id
             WHERE ${where} ORDER BY ${order} LIMIT ?`,
          )
          .all(limit)
      )
    return ok({
      waiting: rows("c.status = 'review'", 'c.submitted_at, c.id', 500).map((row) => consoleView(ctx, row)),
      decided: rows(
        "c.status != 'review' AND c.decided_by != 'seed'",
        'c.decided_at DESC, c.id DESC',
        DECIDED_SHOWN,
      ).map((row) => consoleView(ctx, row)),
    })
  })

  // GET /identity/console/api/checks/:id/front | /back - one side's file, for the operator to look at
  router.get('/identity/console/api/checks/:id/:part', (ctx) => {
    requireOperator(ctx)
    const check = /** @type {CheckRow | undefined} */ (
      db.prepare('SELECT * FROM identity_checks WHERE id = ?').get(Number(ctx.params.id))
    )
    const document = check
      ? /** @type {{ side: string, file: string, type: keyof typeof CONTENT_TYPES }[]} */ (
          JSON.parse(check.documents)
        ).find((candidate) => candidate.side === ctx.params.part)
      : undefined
    if (!check || !document) throw identityError(404, 'identity.check.not.found', ctx.language)
    const bytes = readFileSync(join(platform.dataDir, 'identity', check.merchant_code, document.file))
    return {
      status: 200,
      headers: {
        'content-type': CONTENT_TYPES[document.type],
        'content-disposition': `attachment; filename="${document.file}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
      body: bytes,
    }
  })

  // POST /identity/console/api/checks/:id/approve | /reject {reason} - the operator's decision
  router.post(
    '/identity/console/api/checks/:id/:part',
    (ctx) => {
      const outcome = operatorDecision(ctx, ctx.params.part, 'verified')
      const check = decideCheck(db, {
        id: Number(ctx.params.id),
        outcome,
        by: 'operator',
        now: platform.now(),
        language: ctx.language,
        reason: outcome === 'rejected' ? rejectionReason(ctx.body.reason, ctx.language) : null,
      })
      return ok({ id: check.id, status: check.status, decidedAt: iso(check.decided_at) })
    },
    { body: 'json', maxBodyBytes: 4 * 1024 },
  )

  if (platform.mode === 'production') return

  /** @param {Record<string, any>} body */
  const memberOf = (body) => {
    const member = findByUsername(db, stringInput(body.merchant), stringInput(body.username))
    if (!member) throw new ApiError(404, 'member.not.found')
    return member
  }

  // POST /__test/identity/review {merchant?, username?} - the automatic review now: verifies every due
  // check, and the named member's waiting check at once; value {verified: [id]}
  router.post(
    '/__test/identity/review',
    ({ body }) =>
      ok({
        verified: runDueChecks(db, platform.now(), {
          memberId: body.username === undefined ? undefined : memberOf(body).id,
        }),
      }),
    { body: 'json' },
  )

  // POST /__test/identity/verified {merchant, username} - the member counts as verified without documents,
  // as the seed's demo accounts do; value {status}
  router.post(
    '/__test/identity/verified',
    ({ body }) => {
      const member = memberOf(body)
      const status = latestCheck(db, member.id)?.status
      if (status === 'review') throw new ApiError(409, 'identity.submit.closed')
      if (status !== 'verified')
        seedVerified(db, { merchantCode: member.merchant_code, memberId: member.id, at: platform.now() })
      return ok({ status: 'verified' })
    },
    { body: 'json' },
  )
}
