// @ts-check
// One settlement run over a data directory, then exit: `node platform/settle.mjs` settles every period
// that has ended by now (or by SETTLE_UNTIL, epoch milliseconds). Safe beside a running platform and
// beside another run (platform/lib/agent-pay/settlement.mjs).
import { resolve } from 'node:path'

import { settle } from './lib/agent-pay/settlement.mjs'
import { openStore } from './lib/store.mjs'

const dataDir = resolve(process.env.PLATFORM_DATA_DIR ?? '.data/platform')
const until = process.env.SETTLE_UNTIL ? Number(process.env.SETTLE_UNTIL) : Date.now()
if (!Number.isSafeInteger(until)) {
  console.error(`SETTLE_UNTIL must be epoch milliseconds, got ${process.env.SETTLE_UNTIL}`)
  process.exit(1)
}
const db = openStore(dataDir)
const started = performance.now()
const result = settle(db, { until, now: until })
db.close()
console.log(JSON.stringify({ ...result, ms: Math.round(performance.now() - started) }))
