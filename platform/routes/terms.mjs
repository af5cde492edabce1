// @ts-check
// Terms accepted by version (docs/platform.md, "Terms accepted by version"): the member's accepted and
// the merchant's current version, the acceptance of the current one, and outside production the test
// control that puts one member back on an older version, as a new version would.
import { ApiError, ok } from '../lib/http.mjs'
import { rateLimit, realMember, stringInput } from '../lib/guards.mjs'
import { findByUsername } from '../lib/members.mjs'
import { acceptTerms, termsState } from '../lib/terms.mjs'

const MINUTE_MS = 60_000

/**
 * @param {ReturnType<typeof termsState>} state
 */
const stateView = ({ accepted, current, required }) => ({ accepted, current, required })

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerTermsRoutes(router, platform) {
  const { db } = platform

  // GET /wps/relay/TERMS_status - {accepted, current, required}: the version the member accepted (null:
  // none), the merchant's current one (null: it publishes none) and whether it must be accepted first
  router.relay('TERMS_status', (ctx) => ok(stateView(termsState(db, realMember(ctx).id))), {
    auth: 'required',
  })

  // POST /wps/relay/TERMS_accept - {version}: accepts the current version; the same again changes
  // nothing, any other version is refused (409 terms.version.stale)
  router.post(
    '/wps/relay/TERMS_accept',
    (ctx) => {
      const member = realMember(ctx)
      rateLimit(ctx, 'terms-accept', 30, 10 * MINUTE_MS)
      const state = acceptTerms(db, {
        memberId: member.id,
        merchantCode: ctx.merchant.code,
        version: ctx.body.version,
        now: platform.now(),
        language: ctx.language,
      })
      return ok(stateView(state))
    },
    { auth: 'required', body: 'json' },
  )

  if (platform.mode === 'production') return

  // POST /__test/terms/accepted {merchant, username, version} - the member's accepted version set back
  // to `version` (0: none), from their side the same as a new version published after their acceptance,
  // without changing the merchant's version other journeys share; value {accepted, current, required}
  router.post(
    '/__test/terms/accepted',
    ({ body }) => {
      const member = findByUsername(db, stringInput(body.merchant), stringInput(body.username))
      if (!member) throw new ApiError(404, 'member.not.found')
      const version = body.version
      const current = termsState(db, member.id).current
      if (!Number.isSafeInteger(version) || version < 0 || current === null || version >= current)
        throw new ApiError(400, 'request_param_err')
      db.prepare('UPDATE members SET terms_version = ?, terms_accepted_at = NULL WHERE id = ?').run(
        version,
        member.id,
      )
      return ok(stateView(termsState(db, member.id)))
    },
    { body: 'json' },
  )
}
