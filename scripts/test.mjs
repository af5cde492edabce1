// npm test: everything CI runs — lint, types, formatting, unit tests, the platform's tests, the cluster
// test (two Portals, nginx, Redis), then the browser journeys against a production build with the
// reference platform over HTTP.
// `--only e2e` (or any step names, comma-separated) runs a subset.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'
import { ensureBuild, nextBin, root } from './lib.mjs'

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
    run: async (sh) => {
      const built = await ensureBuild()
      if (built !== 0) return { code: built }
      const result = await sh(process.execPath, [
        '--test',
        '--test-reporter=spec',
        'scripts/cluster.test.mjs',
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
    run: async (sh) => {
      if (!ensureChromium()) return { code: 1 }
      const built = await ensureBuild()
      if (built !== 0) return { code: built }
      return journeys(sh, ['--project=sweep'], { E2E_SWEEP: 'all' })
    },
  },
  {
    name: 'e2e',
    run: async (sh) => {
      if (!ensureChromium()) return { code: 1 }
      const built = await ensureBuild()
      if (built !== 0) return { code: built }
      return journeys(sh, [])
    },
  },
]

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
