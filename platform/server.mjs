// @ts-check
// Entry point: `node platform/server.mjs`. Configuration comes from the environment:
// PLATFORM_PORT (4010), PLATFORM_HOST (127.0.0.1), PLATFORM_DATA_DIR (.data/platform),
// PLATFORM_MODE (development | production | test), PLATFORM_PUBLIC_URL (http://localhost:<port>),
// PLATFORM_OPERATOR_KEY (the key of the operator consoles, live chat and cashier; docs/platform.md),
// PLATFORM_SITE_PORT (the port the brands' sites answer on, which their domain routes name; unset: none).
import { resolve } from 'node:path'

import { createPlatform } from './app.mjs'
import { startScheduler } from './lib/agent-pay/settlement.mjs'
import { startWithdrawalReviews } from './lib/cashier/review.mjs'
import { startIdentityReviews } from './lib/identity/checks.mjs'
import { startDrawScheduler } from './lib/lottery/tickets.mjs'
import { startTableScheduler } from './inhouse/tables/rounds.mjs'
import { startSportsScheduler } from './inhouse/sports-bets.mjs'
import { startPromotionEngines } from './lib/promotions/engines.mjs'

const port = Number(process.env.PLATFORM_PORT ?? 4010)
const host = process.env.PLATFORM_HOST ?? '127.0.0.1'
const dataDir = resolve(process.env.PLATFORM_DATA_DIR ?? '.data/platform')
const mode = process.env.PLATFORM_MODE ?? 'development'
const publicUrl = process.env.PLATFORM_PUBLIC_URL ?? `http://localhost:${port}`
const sitePort = process.env.PLATFORM_SITE_PORT ? Number(process.env.PLATFORM_SITE_PORT) : null

/** @type {Array<[string, number]>} */
const ports = [
  ['PLATFORM_PORT', port],
  ['PLATFORM_SITE_PORT', sitePort ?? 80],
]
for (const [name, value] of ports) {
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`${name} must be a port number, got ${process.env[name]}`)
    process.exit(1)
  }
}

const { server, close, platform } = createPlatform({ dataDir, mode, publicUrl, sitePort })
// Agents' salaries and dividends: settled at start (catching up on downtime), then every 30 seconds.
const stopScheduler = startScheduler(platform.db, platform.now)
// Lottery draws: every draw that has come settles its tickets, at start and then every 5 seconds.
const stopDraws = startDrawScheduler(platform.db, platform.now)
// Live tables: every round whose betting window has closed settles its bets, at start and every 2 seconds.
const stopTables = startTableScheduler(platform.db, platform.now)
// Sportsbook bets: settled once their fixtures' results are drawn, at start and then every 5 seconds.
const stopSports = startSportsScheduler(platform.db, platform.now, (error) =>
  console.error('platform: sportsbook settlement failed', error),
)
// Withdrawals below the merchant's review threshold: paid once their review delay has passed, checked at
// start and then every 5 seconds (docs/platform.md, "Cashier").
const stopReviews = startWithdrawalReviews(platform.db, platform.merchants, platform.now)
// Promotions: bonuses past their deadline expire, and Monday pays last week's cashback; at start and then
// every 30 seconds (docs/platform.md, "Promotion engines").
const stopPromotions = startPromotionEngines(platform.db, platform.merchants, platform.now)
// Identity documents the merchant verifies automatically (the demo): verified once their delay has passed,
// checked at start and then every 5 seconds (docs/platform.md, "Identity").
const stopIdentityReviews = startIdentityReviews(platform.db, platform.now)

server.on('error', (error) => {
  console.error(`platform: cannot listen on ${host}:${port}: ${error.message}`)
  process.exit(1)
})

server.listen(port, host, () => {
  const address = server.address()
  const boundPort = address && typeof address === 'object' ? address.port : port
  console.log(`platform listening on http://${host}:${boundPort}`)
})

let stopping = false
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) return
  stopping = true
  stopScheduler()
  stopDraws()
  stopTables()
  stopSports()
  stopReviews()
  stopPromotions()
  stopIdentityReviews()
  close().then(
    () => process.exit(0),
    (error) => {
      console.error(`platform: error while stopping on ${signal}`, error)
      process.exit(1)
    },
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
