// npm run bench: measures the production build against a bare Next.js page served by the same build in
// the same run, and writes what it found to bench-results/.
//
//   throughput  req/s, p50 and p99 latency for home, one lobby and one BFF read, each as a ratio of the
//               bare page (/bench-baseline); bounded request counts, keep-alive connections
//   js          first-load JavaScript of the home page, gzipped, file by file
//   lighthouse  Lighthouse (mobile preset) on the slow side: the CPU slowdown is calibrated until the bare
//               page scores about 90 (scripts/bench-lighthouse.mjs); then the guest home and the signed-in
//               pages (home, a lobby, my account, both records, the point mall, an agent report), each
//               page's score and blocking time as a ratio of the bare page's in the same run, against the
//               targets (score at least 0.9x, blocking time at most 2x; my account painted within 2.5 s)
//   fuzz        (only when asked: `--only fuzz`) 50,000 hostile and malformed requests over every route
//               and method (scripts/bench-fuzz.mjs); the run fails on any 5xx answer
//   cluster     two Portals behind nginx against one (guest home), then 60 s at saturation on the
//               cluster: errors and each instance's memory before and after (scripts/bench-cluster.mjs);
//               `--only cluster` runs on the current production build, without the bench's own build
//
// `node scripts/bench.mjs --only throughput,js` runs a subset. The bare page is built only when
// BENCH_BASELINE=1 (next.config.mjs), never into the production build: the bench makes and keeps its own
// build in .next-bench (or NEXT_DIST_DIR), rebuilt when the sources are newer. BENCH_PORT and
// BENCH_PLATFORM_PORT choose the ports.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildIsCurrent, nextBin, root, run, waitForPort } from './lib.mjs'

process.env.NEXT_DIST_DIR ||= '.next-bench'
process.env.BENCH_BASELINE = '1'

const args = process.argv.slice(2)
const onlyArg = args.find((a) => a.startsWith('--only'))
const only = onlyArg
  ? new Set((onlyArg.includes('=') ? onlyArg.split('=')[1] : args[args.indexOf(onlyArg) + 1]).split(','))
  : new Set(['throughput', 'js', 'lighthouse', 'cluster'])

const PORT = Number(process.env.BENCH_PORT ?? 3900)
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT ?? 4900)
const HOST = 'localhost'
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)
const WARMUP = 40
const ROUNDS = 6
const BARE = '/bench-baseline'
// What a browser sends when it navigates to a page, and what the Portal's own scripts send to the BFF: the
// server may answer a document navigation differently from a bare request (the guest page cache does).
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
}
const API = { accept: 'application/json' }
const headersFor = (pathname) => (pathname.startsWith('/api/') ? API : NAVIGATION)
const children = []

function startChild(name, command, childArgs, env) {
  const child = spawn(command, childArgs, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`[bench] ${name} exited with ${code}\n${stderr}`)
  })
  children.push(child)
  return child
}

let stopping = false
function stopAll() {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
process.on('SIGINT', () => {
  stopAll()
  process.exit(130)
})

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })

function get(pathname, { headers = {}, body = false, port = PORT, via = agent, method = 'GET', send } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent: via,
        headers: { host: `${HOST}:${port}`, ...headersFor(pathname), ...headers },
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => {
          if (body) chunks.push(chunk)
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            body: body ? Buffer.concat(chunks) : null,
            cookies: res.headers['set-cookie'] ?? [],
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(send)
  })
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

// A fixed number of requests over a fixed number of keep-alive connections; returns the raw latencies and
// the time it took, so that several rounds can be pooled.
async function round(pathname, requests, options = {}) {
  const latencies = []
  let errors = 0
  let next = 0
  const started = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: options.concurrency ?? CONCURRENCY }, async () => {
      while (next < requests) {
        next += 1
        const { status, ms } = await get(pathname, options)
        if (status !== 200) errors += 1
        latencies.push(ms)
      }
    }),
  )
  return { latencies, errors, seconds: Number(process.hrtime.bigint() - started) / 1e9 }
}

function summary(pathname, rounds) {
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b)
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0)
  return {
    path: pathname,
    requests: latencies.length,
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    rps: Math.round((latencies.length / seconds) * 10) / 10,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
  }
}

// The target and the bare page take turns in short rounds, so both see the same machine load even when
// other work on the machine comes and goes.
async function compare(pathname, requests = REQUESTS, rounds = ROUNDS, options = {}) {
  for (let i = 0; i < WARMUP; i++) {
    await get(pathname, options)
    await get(BARE)
  }
  const target = []
  const bare = []
  for (let i = 0; i < rounds; i++) {
    bare.push(await round(BARE, Math.ceil(requests / rounds)))
    target.push(await round(pathname, Math.ceil(requests / rounds), options))
  }
  return { measured: summary(pathname, target), baseline: summary(BARE, bare) }
}

const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : null)

async function throughput() {
  const { cookie, name } = await signedInMember()
  const member = { cookie }
  const targets = [
    { name: 'home', path: '/' },
    // Served from the signed-in home cache when it is on: the probe checks it is this member's own page.
    { name: 'signed-in', path: '/', headers: member, shows: name },
    { name: 'lobby', path: '/rng' },
    { name: 'bff read', path: '/api/session' },
  ]
  const rows = []
  for (const target of targets) {
    const probe = await get(target.path, { headers: target.headers, body: !!target.shows })
    if (probe.status !== 200) {
      rows.push({ name: target.name, path: target.path, skipped: `answers ${probe.status}, not measured` })
      continue
    }
    if (target.shows && !probe.body.toString('utf8').includes(`data-member-name="">${target.shows}<`)) {
      throw new Error(`the ${target.name} page does not show the member's own name in its header`)
    }
    const { measured, baseline } = await compare(target.path, REQUESTS, ROUNDS, { headers: target.headers })
    rows.push({
      name: target.name,
      ...measured,
      baseline,
      rpsRatio: ratio(measured.rps, baseline.rps),
      p50Ratio: ratio(measured.p50, baseline.p50),
      p99Ratio: ratio(measured.p99, baseline.p99),
    })
  }
  console.log(
    `\nThroughput (${REQUESTS} requests each, ${CONCURRENCY} connections, ${ROUNDS} rounds taking turns with the bare page, after ${WARMUP} warm-up requests)`,
  )
  console.log('target     path            req/s   p50 ms   p99 ms | bare req/s | ratio req/s  p50   p99')
  for (const row of rows) {
    if (row.skipped) {
      console.log(`${row.name.padEnd(10)} ${row.path.padEnd(15)} skipped: ${row.skipped}`)
      continue
    }
    console.log(
      `${row.name.padEnd(10)} ${row.path.padEnd(15)} ${String(row.rps).padStart(6)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} | ${String(row.baseline.rps).padStart(10)} | ${String(row.rpsRatio).padStart(11)} ${String(row.p50Ratio).padStart(5)} ${String(row.p99Ratio).padStart(5)}${row.errors ? `  (${row.errors} non-200)` : ''}`,
    )
  }
  for (const name of ['home', 'signed-in']) {
    const row = rows.find((r) => r.name === name)
    if (row && !row.skipped) {
      console.log(`${name} home throughput is ${row.rpsRatio} of the bare page (budget: at least 0.5)`)
    }
  }
  return rows
}

// A fresh member's session cookie and the name their header shows, registered and signed in through
// the BFF as a browser would.
async function signedInMember() {
  const username = `bench${Date.now().toString(36)}`
  const password = 'Bench#2026'
  const headers = {
    'content-type': 'application/json',
    origin: `http://${HOST}:${PORT}`,
    'x-forwarded-for': '198.18.0.9',
  }
  const send = JSON.stringify({
    mode: 'username',
    username,
    password,
    confirmPassword: password,
    acceptTerms: true,
    termsVersion: 3,
  })
  const res = await get('/api/auth/register', { method: 'POST', headers, send })
  if (res.status !== 200) throw new Error(`registering the bench member answered ${res.status}`)
  return { cookie: res.cookies.map((line) => line.split(';')[0]).join('; '), name: username }
}

// The scripts a first visit downloads before the page is interactive, gzipped one by one. Modern
// browsers skip `nomodule` polyfills, so those are not counted.
async function scriptsOf(pathname) {
  const page = await get(pathname, { body: true })
  const html = page.body.toString('utf8')
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
  const sources = [
    ...new Set(
      tags
        .filter(([, attrs]) => /\bsrc="/.test(attrs) && !/\bnomodule\b/i.test(attrs))
        .map(([, attrs]) => /\bsrc="([^"]+)"/.exec(attrs)[1]),
    ),
  ]
  const inline = tags.filter(([, attrs]) => !/\bsrc="/.test(attrs)).map(([, , body]) => body)
  const files = []
  for (const src of sources) {
    const url = new URL(src, `http://${HOST}:${PORT}`)
    const res = await get(url.pathname + url.search, { body: true })
    files.push({ file: url.pathname, bytes: res.body.length, gzip: gzipSync(res.body, { level: 9 }).length })
  }
  files.sort((a, b) => b.gzip - a.gzip)
  return {
    files,
    totalGzip: files.reduce((sum, f) => sum + f.gzip, 0),
    inlineGzip: gzipSync(Buffer.from(inline.join('\n')), { level: 9 }).length,
    inlineTags: inline.length,
    htmlGzip: gzipSync(page.body, { level: 9 }).length,
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`

async function firstLoadJs() {
  const [home, bare] = await Promise.all([scriptsOf('/'), scriptsOf('/bench-baseline')])
  const framework = new Set(bare.files.map((f) => f.file))
  console.log('\nFirst-load JavaScript of the home page (gzip -9; nomodule polyfills excluded)')
  for (const f of home.files) {
    const tag = framework.has(f.file) ? 'framework (also on the bare page)' : 'application'
    console.log(`${kb(f.gzip)}  ${kb(f.bytes)} raw  ${f.file}  ${tag}`)
  }
  const appGzip = home.files.filter((f) => !framework.has(f.file)).reduce((sum, f) => sum + f.gzip, 0)
  console.log(`${kb(home.totalGzip)}  total script files (budget: 150 KB)`)
  console.log(`${kb(bare.totalGzip)}  of which the bare Next.js page needs too`)
  console.log(`${kb(appGzip)}  application chunks`)
  console.log(
    `${kb(home.inlineGzip)}  inline scripts and flight data (${home.inlineTags} tags, counted apart)`,
  )
  console.log(`${kb(home.htmlGzip)}  the HTML document itself`)
  return { home, bare, appGzip }
}

async function main() {
  // The cluster rows need neither the bare page nor the single Portal: they run on any current build.
  if (!['throughput', 'js', 'lighthouse', 'fuzz'].some((part) => only.has(part))) {
    const { clusterBench } = await import('./bench-cluster.mjs')
    return save({
      at: new Date().toISOString(),
      node: process.version,
      cluster: await clusterBench({ get, round, summary }),
    })
  }
  if (!buildIsCurrent()) {
    console.log(`[bench] building with the bare page into ${process.env.NEXT_DIST_DIR} (next build)…`)
    const code = await run(process.execPath, [nextBin, 'build'])
    if (code !== 0) process.exit(code)
  }
  const dataDir = path.join(root, '.data', `bench-platform-${PLATFORM_PORT}`)
  rmSync(dataDir, { recursive: true, force: true })
  startChild('platform', process.execPath, [path.join('platform', 'server.mjs')], {
    PLATFORM_PORT: String(PLATFORM_PORT),
    PLATFORM_DATA_DIR: dataDir,
    PLATFORM_MODE: 'test',
    // The origin the pages' security policy allows images from (the upstream URL below): Lighthouse must
    // see the banners and game art load.
    PLATFORM_PUBLIC_URL: `http://127.0.0.1:${PLATFORM_PORT}`,
  })
  await waitForPort(PLATFORM_PORT)
  startChild('portal', process.execPath, [path.join('scripts', 'portal-server.mjs')], {
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    UPSTREAM_URL: `http://127.0.0.1:${PLATFORM_PORT}`,
    SESSION_SECRETS: process.env.SESSION_SECRETS ?? `1:${'b'.repeat(48)}`,
    // Every request comes from one address: per-address limits must not be what is measured.
    RATE_LIMIT_IP_FACTOR: '1000',
  })
  await waitForPort(PORT, '127.0.0.1', 120_000)
  if ((await get(BARE)).status !== 200) {
    console.error(`[bench] ${process.env.NEXT_DIST_DIR} has no ${BARE}: build it with BENCH_BASELINE=1`)
    stopAll()
    process.exit(1)
  }

  const results = { at: new Date().toISOString(), node: process.version }
  if (only.has('throughput')) results.throughput = await throughput()
  if (only.has('js')) results.firstLoadJs = await firstLoadJs()
  if (only.has('lighthouse')) {
    const { lighthouseRun } = await import('./bench-lighthouse.mjs')
    results.lighthouse = await lighthouseRun({ host: HOST, port: PORT, ratio })
  }
  if (only.has('fuzz')) {
    const { fuzz } = await import('./bench-fuzz.mjs')
    results.fuzz = await fuzz({ port: PORT })
    if (results.fuzz.serverErrors > 0) process.exitCode = 1
  }
  if (only.has('cluster')) {
    stopAll()
    const { clusterBench } = await import('./bench-cluster.mjs')
    results.cluster = await clusterBench({ get, round, summary })
  }
  save(results)
}

function save(results) {
  const dir = path.join(root, 'bench-results')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `bench-${results.at.replace(/[:.]/g, '-')}.json`)
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`\nwritten to ${path.relative(root, file)}`)
}

main()
  .then(() => {
    stopAll()
    agent.destroy()
  })
  .catch((error) => {
    console.error(error)
    stopAll()
    process.exit(1)
  })
