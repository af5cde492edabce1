// The cluster rows of `npm run bench` (scripts/bench.mjs hands over its request helpers):
//   scale-out   guest home through nginx to two Portals against one Portal alone, in alternating rounds
//   saturation  BENCH_SATURATION_SECONDS (60) of a page and BFF mix through nginx at a concurrency
//               that keeps both instances busy: non-200 answers, and each instance's resident memory
//               before and after; the bench fails when an instance ends above 1.5x where it began
// BENCH_CLUSTER_BASE_PORT (3280) places the cluster's seven ports (scripts/cluster.mjs).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { startCluster } from './cluster.mjs'
import { ltsNode } from './node-lts.mjs'

const BASE = Number(process.env.BENCH_CLUSTER_BASE_PORT ?? 3280)
const CONCURRENCY = Number(process.env.BENCH_CLUSTER_CONCURRENCY ?? 16)
const REQUESTS = Number(process.env.BENCH_CLUSTER_REQUESTS ?? 1800)
const ROUNDS = 6
const SATURATION_SECONDS = Number(process.env.BENCH_SATURATION_SECONDS ?? 60)
const MIX = ['/', '/rng', '/live', '/promotions', '/api/session']
// How far an instance's resident memory may grow over the saturation run: caches are bounded in bytes,
// so what a minute of load leaves behind is what they hold, not what the load passed through.
const RSS_GROWTH_LIMIT = 1.5

function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Math.round(Number(kb) / 1024) : null
  } catch {
    return null
  }
}

// What an instance holds once the load has passed: the heap a busy minute grew is handed back when the
// process idles (V8's memory reducer, some seconds in), what is still held then is what the Portal keeps.
// The least of a read every second over SETTLE_SECONDS of quiet.
const SETTLE_SECONDS = 30
async function settledRss(pids) {
  const least = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, rssMb(pid) ?? Infinity]))
  for (let second = 0; second < SETTLE_SECONDS; second += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    for (const [name, pid] of Object.entries(pids))
      least[name] = Math.min(least[name], rssMb(pid) ?? Infinity)
  }
  return least
}

async function saturate(get, port, seconds) {
  const via = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 })
  const deadline = Date.now() + seconds * 1000
  const result = { requests: 0, errors: 0, statuses: {} }
  let turn = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY * 2 }, async () => {
      while (Date.now() < deadline) {
        const pathname = MIX[turn++ % MIX.length]
        const status = await get(pathname, { port, via }).then(
          (res) => res.status,
          () => 0,
        )
        result.requests += 1
        if (status !== 200) {
          result.errors += 1
          result.statuses[status] = (result.statuses[status] ?? 0) + 1
        }
      }
    }),
  )
  via.destroy()
  return { ...result, rps: Math.round((result.requests / seconds) * 10) / 10 }
}

export async function clusterBench({ get, round, summary }) {
  // The Portals run on the Node LTS the production image runs (scripts/node-lts.mjs): on Node 20 the
  // framework's params cache keeps each entry's first request alive through the AsyncLocalStorage store
  // its promise carries, which Node 24's context frames no longer attach to promises.
  // BENCH_PORTAL_NODE names another Node binary, to compare.
  const lts = process.env.BENCH_PORTAL_NODE
    ? {
        binary: process.env.BENCH_PORTAL_NODE,
        version: execFileSync(process.env.BENCH_PORTAL_NODE, ['--version']).toString().trim(),
      }
    : ltsNode()
  console.log(`\n[cluster] the Portals run on Node ${lts.version}`)
  const cluster = await startCluster({
    base: BASE,
    env: { RATE_LIMIT_IP_FACTOR: '1000', LOG_LEVEL: 'warn' },
    node: lts.binary,
  })
  try {
    const via = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
    const one = { port: cluster.ports.a, via, concurrency: CONCURRENCY }
    const two = { port: cluster.ports.nginx, via, concurrency: CONCURRENCY }
    for (let i = 0; i < 60; i++) {
      await get('/', one)
      await get('/', two)
    }
    const single = []
    const pair = []
    for (let i = 0; i < ROUNDS; i++) {
      single.push(await round('/', Math.ceil(REQUESTS / ROUNDS), one))
      pair.push(await round('/', Math.ceil(REQUESTS / ROUNDS), two))
    }
    via.destroy()
    const alone = summary('/', single)
    const both = summary('/', pair)
    const scaleOut = {
      one: alone,
      two: both,
      ratio: Math.round((both.rps / alone.rps) * 100) / 100,
      cores: os.cpus().length,
      loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
    }
    console.log(
      `\nScale-out, guest home (${REQUESTS} requests each, ${CONCURRENCY} connections, ${ROUNDS} alternating rounds)`,
    )
    console.log(`one Portal          ${alone.rps} req/s  p50 ${alone.p50} ms  p99 ${alone.p99} ms`)
    console.log(`nginx + two Portals ${both.rps} req/s  p50 ${both.p50} ms  p99 ${both.p99} ms`)
    console.log(
      `two instances serve ${scaleOut.ratio}x one (target 1.6x) on ${scaleOut.cores} cores, load average ${scaleOut.loadAverage.join(' ')}; ` +
        'the load generator, nginx, the platform and both Portals share those cores',
    )

    const pids = { a: cluster.children.get('a').pid, b: cluster.children.get('b').pid }
    const before = { a: rssMb(pids.a), b: rssMb(pids.b) }
    const load = await saturate(get, cluster.ports.nginx, SATURATION_SECONDS)
    const peak = { a: rssMb(pids.a), b: rssMb(pids.b) }
    const after = await settledRss(pids)
    const saturation = { seconds: SATURATION_SECONDS, mix: MIX, ...load, rssMb: { before, peak, after } }
    console.log(
      `\nSaturation, ${SATURATION_SECONDS} s through nginx (${CONCURRENCY * 2} connections, ${MIX.join(' ')})`,
    )
    console.log(
      `${load.requests} requests, ${load.rps} req/s, ${load.errors} errors${load.errors ? ` ${JSON.stringify(load.statuses)}` : ''} (target 0)`,
    )
    const grown = ['a', 'b'].filter((name) => after[name] > RSS_GROWTH_LIMIT * before[name])
    console.log(
      `resident memory: A ${before.a} -> ${after.a} MB (peak ${peak.a}), B ${before.b} -> ${after.b} MB (peak ${peak.b}); limit ${RSS_GROWTH_LIMIT}x` +
        (grown.length ? `: FAILED, ${grown.join(' and ').toUpperCase()} grew past it` : ''),
    )
    if (grown.length) process.exitCode = 1
    return { scaleOut, saturation: { ...saturation, memoryGrowthLimit: RSS_GROWTH_LIMIT, grown } }
  } finally {
    await cluster.stop()
  }
}
