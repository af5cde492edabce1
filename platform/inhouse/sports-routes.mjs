// @ts-check
// The sportsbook's calls under /play/api/sports, opened by its page with the launch session, and its
// test control. Registered by routes/play.mjs, which lends its launch lookup and round wrapper (same
// origin, rate limit, errors in the launch language).
import { ApiError, ok } from '../lib/http.mjs'
import { bookState, bookView, placeSlip, settleDueSports } from './sports-bets.mjs'
import { engineOf } from './rounds.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('./launch.mjs').LaunchSession} LaunchSession */

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 * @param {{ launchOf: (ctx: RequestContext) => LaunchSession, roundCall: (work: (launch: LaunchSession, ctx: RequestContext) => unknown) => (ctx: RequestContext) => import('../lib/http.mjs').PlatformResponse }} play
 */
export function registerSportsRoutes(router, platform, { launchOf, roundCall }) {
  const { db } = platform

  /** @param {RequestContext} ctx */
  const bookLaunch = (ctx) => {
    const launch = launchOf(ctx)
    if (engineOf(launch) !== 'sportsbook') throw new ApiError(400, 'request_param_err')
    return launch
  }

  // GET /play/api/sports/book?session=&sport= - one sport's fixtures, prices and latest results
  router.get('/play/api/sports/book', (ctx) =>
    ok(bookView(db, bookLaunch(ctx), ctx.query.sport, platform.now())),
  )
  // GET /play/api/sports/state?session= - balance, session meters and the member's bets (settles what is due first)
  router.get('/play/api/sports/state', (ctx) => {
    const launch = bookLaunch(ctx)
    settleDueSports(db, platform.now())
    return ok(bookState(db, launch, platform.now()))
  })
  // POST /play/api/sports/slip - places a slip of singles or one multiple
  router.post(
    '/play/api/sports/slip',
    roundCall((launch, ctx) => {
      if (engineOf(launch) !== 'sportsbook') throw new ApiError(400, 'request_param_err')
      return placeSlip(db, launch, ctx.body, platform.now())
    }),
    { body: 'json' },
  )

  if (platform.mode !== 'production') {
    // POST /__test/sports/settle {advanceMs, username?} - settles every open bet (only that member's, when
    // named) as if the clock were advanceMs ahead, without moving the clock the other journeys share
    router.post(
      '/__test/sports/settle',
      (ctx) => {
        const advanceMs = Number(ctx.body.advanceMs ?? 0)
        if (!Number.isSafeInteger(advanceMs) || advanceMs < 0 || advanceMs > 7 * 24 * 60 * 60 * 1000)
          throw new ApiError(400, 'request_param_err')
        const username = ctx.body.username
        if (username !== undefined && (typeof username !== 'string' || username.length > 64))
          throw new ApiError(400, 'request_param_err')
        const members =
          username === undefined
            ? undefined
            : /** @type {{ id: number }[]} */ (
                db.prepare('SELECT id FROM members WHERE username_key = ?').all(username.toLowerCase())
              ).map((row) => row.id)
        const now = platform.now()
        return ok(settleDueSports(db, now, now + advanceMs, members))
      },
      { body: 'json', merchant: false },
    )
  }
}
