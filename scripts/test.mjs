// npm test: everything CI runs — lint, types, formatting, unit tests, the platform's tests, the cluster
// test (two Portals, nginx, Redis), then the browser journeys against a production build with the
// reference platform over HTTP.
// `--only e2e` (or any step names, comma-separated) runs a subset.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureTools } from './ensure-tools.mjs'
import { ensureBuild, nextBin, root, waitForPort } from './lib.mjs'
import { LTS_MAJOR, ltsNode } from './node-lts.mjs'

const onlyIndex = process.argv.indexOf('--only')
const only = onlyIndex > 0 ? new Set((process.argv[onlyIndex + 1] ?? '').split(',')) : null
const reports = path.join(root, '.data', 'reports')
mkdirSync(reports, { recursive: true })

const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const counts = { passed: 0, failed: 0, skipped: 0 }

// Runs a command, keeping a copy of its output to read test counts from; the output is streamed unless
// `quiet` (a step running beside another prints its output whole when it ends).
function exec(command, args, env = {}, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (!quiet) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
      if (!quiet) process.stderr.write(chunk)
    })
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
    child.on('error', (error) => resolve({ code: 127, output: String(error) }))
  })
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

// The summary lines of node --test's spec reporter (ℹ pass 12, ℹ fail 0, …).
function addNodeTestCounts(output) {
  const number = (label) => Number(output.match(new RegExp(`ℹ ${label} (\\d+)`))?.[1] ?? 0)
  counts.passed += number('pass')
  counts.failed += number('fail')
  counts.skipped += number('skipped')
}

// Playwright with its JSON report in a file (not on the console), counted into the totals.
async function journeys(sh, args, env = {}) {
  const file = path.join(reports, 'playwright.json')
  const result = await sh(bin('playwright'), ['test', ...args], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file })
  const report = readJson(file)
  if (report?.stats) {
    counts.passed += report.stats.expected + (report.stats.flaky ?? 0)
    counts.failed += report.stats.unexpected
    counts.skipped += report.stats.skipped
  }
  return result
}

const steps = [
  { name: 'lint', checks: true, run: (sh) => sh(bin('eslint'), ['.', '--max-warnings=0']) },
  {
    name: 'typecheck',
    checks: true,
    run: async (sh) => {
      const gen = await sh(process.execPath, [nextBin, 'typegen'])
      const result = gen.code === 0 ? await sh(bin('tsc'), ['--noEmit']) : gen
      // The production build below need not check them a second time.
      if (result.code === 0) process.env.PORTAL_TYPES_CHECKED = '1'
      return result
    },
  },
  // The platform is plain JavaScript checked through its JSDoc types (platform/tsconfig.json).
  { name: 'platform-types', checks: true, run: (sh) => sh(bin('tsc'), ['-p', 'platform']) },
  { name: 'format', checks: true, run: (sh) => sh(bin('prettier'), ['--check', '.', '--log-level', 'warn']) },
  {
    name: 'unit',
    checks: true,
    // The Redis-backed stores are tested against a real redis-server (lib/testing/redis-server.ts).
    needs: ['redis'],
    run: async (sh) => {
      const file = path.join(reports, 'jest.json')
      const result = await sh(bin('jest'), ['--ci', '--json', `--outputFile=${file}`])
      const report = readJson(file)
      if (report) {
        counts.passed += report.numPassedTests
        counts.failed += report.numFailedTests
        counts.skipped += report.numPendingTests
      }
      return result
    },
  },
  {
    name: 'platform',
    checks: true,
    run: async (sh) => {
      const result = await sh(process.execPath, ['--test', '--test-reporter=spec', 'platform/test/'])
      addNodeTestCounts(result.output)
      return result
    },
  },
  {
    // Two Portals behind nginx sharing a real redis-server (scripts/cluster.test.mjs), on the same
    // production build as the journeys.
    name: 'cluster',
    needs: ['redis', 'nginx'],
    run: async (sh) => {
      const built = await ensureBuild()
      if (built !== 0) return { code: built }
      const result = await sh(process.execPath, [
        '--test',
        '--test-reporter=spec',
        'scripts/cluster.test.mjs',
        'scripts/checkout.test.mjs',
        'scripts/startup.test.mjs',
      ])
      addNodeTestCounts(result.output)
      return result
    },
  },
  // The layout sweep alone at every size (`--only sweep`, `npm run test:sweep`); the e2e step sweeps the phone
  // with the journeys.
  {
    name: 'sweep',
    optional: true,
    needs: ['chromium'],
    run: async (sh) => {
      const built = await ensureBuild()
      if (built !== 0) return { code: built }
      return journeys(sh, ['--project=sweep'], { E2E_SWEEP: 'all' })
    },
  },
  {
    name: 'e2e',
    needs: ['chromium'],
    run: async (sh) => {
      const built = await ensureBuild()
      if (built !== 0) return { code: built }
      return journeys(sh, [])
    },
  },
  // The QA smoke journeys against a deployment (`npm run test:smoke`, E2E_BASE_URL; e2e/smoke/).
  {
    name: 'smoke',
    optional: true,
    needs: ['chromium'],
    run: async (sh) => {
      if (process.env.E2E_BASE_URL) return journeys(sh, [])
      console.error(
        'E2E_BASE_URL names the Portal to check, e.g. E2E_BASE_URL=https://www.example.com npm run test:smoke',
      )
      return { code: 2 }
    },
  },
  // The production server on the Node LTS the image runs, with the smoke journeys against it (`npm run
  // test:node24`, which CI runs after `npm test`).
  { name: 'node24', optional: true, needs: ['chromium'], run: smokeOnLts },
]

// `npm start` with the Portal's server on the current Node LTS (scripts/node-lts.mjs) and the reference
// platform on the machine's Node, on ports of their own with fresh data, and the QA smoke journeys
// against it as an operator's QA team runs them (the demo player as their test account).
async function smokeOnLts(sh) {
  const lts = ltsNode()
  console.log(`[node ${LTS_MAJOR}] the Portal runs on ${lts.version}, the platform on ${process.version}`)
  const built = await ensureBuild()
  if (built !== 0) return { code: built }
  const port = Number(process.env.SMOKE_PORT ?? 3610)
  const platformPort = port + 1000
  const dataDir = path.join(root, '.data', `smoke-platform-${platformPort}`)
  rmSync(dataDir, { recursive: true, force: true })
  const server = spawn(process.execPath, [path.join('scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PLATFORM_PORT: String(platformPort),
      PLATFORM_DATA_DIR: dataDir,
      PORTAL_NODE: lts.binary,
      LOG_LEVEL: 'warn',
    },
  })
  try {
    await waitForPort(port, 'localhost', 120_000)
    return await journeys(sh, [], {
      E2E_BASE_URL: `http://localhost:${port}`,
      E2E_MEMBER: 'player01',
      E2E_PASSWORD: 'Player#2026',
    })
  } finally {
    await new Promise((resolve) => {
      server.once('exit', resolve)
      server.kill('SIGTERM')
    })
  }
}

const failures = []

async function runStep(step, quiet) {
  if (!quiet) console.log(`\n━━ ${step.name} ━━`)
  const started = Date.now()
  const { code, output } = await step.run((command, args, env) => exec(command, args, env, quiet))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (quiet) process.stdout.write(`\n━━ ${step.name} ━━\n${output}`)
  console.log(`━━ ${step.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds}s`)
  if (code !== 0) failures.push(step.name)
}

// The checks (lint, types, formatting, unit and platform tests) are mostly single-threaded: two at a
// time keep both cores of a small CI machine busy. Each prints its output whole when it ends. The
// build and the browser steps after them use every core on their own and run one by one.
const chosen = steps.filter((step) => (only ? only.has(step.name) : !step.optional))
// Everything the chosen steps need from Debian, found or installed in one go before the first of them.
if (!ensureTools([...new Set(chosen.flatMap((step) => step.needs ?? []))])) process.exit(1)
const checks = chosen.filter((step) => step.checks)
const lanes = Math.min(2, checks.length)
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let step = checks.shift(); step; step = checks.shift()) await runStep(step, lanes > 1)
  }),
)
for (const step of chosen.filter((s) => !s.checks)) await runStep(step, false)

if (!existsSync(path.join(root, 'node_modules'))) failures.push('node_modules missing: run npm install')
console.log(`\nsteps failed: ${failures.length ? failures.join(', ') : 'none'}`)
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
)
process.exit(failures.length ? 1 : 0)
