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

// Runs a command, streaming its output while keeping a copy to read test counts from.
function exec(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
      process.stderr.write(chunk)
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

const steps = [
  { name: 'lint', run: () => exec(bin('eslint'), ['.', '--max-warnings=0']) },
  {
    name: 'typecheck',
    run: async () => {
      const gen = await exec(process.execPath, [nextBin, 'typegen'])
      const result = gen.code === 0 ? await exec(bin('tsc'), ['--noEmit']) : gen
      // The production build below need not check them a second time.
      if (result.code === 0) process.env.PORTAL_TYPES_CHECKED = '1'
      return result
    },
  },
  // The platform is plain JavaScript checked through its JSDoc types (platform/tsconfig.json).
  { name: 'platform-types', run: () => exec(bin('tsc'), ['-p', 'platform']) },
  { name: 'format', run: () => exec(bin('prettier'), ['--check', '.', '--log-level', 'warn']) },
  {
    name: 'unit',
    run: async () => {
      const file = path.join(reports, 'jest.json')
      const result = await exec(bin('jest'), ['--ci', '--json', `--outputFile=${file}`])
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
    run: async () => {
      const result = await exec(process.execPath, ['--test', '--test-reporter=spec', 'platform/test/'])
      addNodeTestCounts(result.output)
      return result
    },
  },
  {
    // Two Portals behind nginx sharing a real redis-server (scripts/cluster.test.mjs), on the same
    // production build as the journeys.
    name: 'cluster',
    run: async () => {
      const built = await ensureBuild()
      if (built !== 0) return { code: built }
      const result = await exec(process.execPath, [
        '--test',
        '--test-reporter=spec',
        'scripts/cluster.test.mjs',
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
    run: async () => {
      if (!ensureChromium()) return { code: 1 }
      const built = await ensureBuild()
      if (built !== 0) return { code: built }
      return exec(bin('playwright'), ['test', '--project=sweep'], { E2E_SWEEP: 'all' })
    },
  },
  {
    name: 'e2e',
    run: async () => {
      if (!ensureChromium()) return { code: 1 }
      const built = await ensureBuild()
      if (built !== 0) return { code: built }
      const file = path.join(reports, 'playwright.json')
      const result = await exec(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file })
      const report = readJson(file)
      if (report?.stats) {
        counts.passed += report.stats.expected + (report.stats.flaky ?? 0)
        counts.failed += report.stats.unexpected
        counts.skipped += report.stats.skipped
      }
      return result
    },
  },
]

const failures = []
for (const step of steps) {
  if (only ? !only.has(step.name) : step.optional) continue
  console.log(`\n━━ ${step.name} ━━`)
  const started = Date.now()
  const { code } = await step.run()
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`━━ ${step.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds}s`)
  if (code !== 0) failures.push(step.name)
}

if (!existsSync(path.join(root, 'node_modules'))) failures.push('node_modules missing: run npm install')
console.log(`\nsteps failed: ${failures.length ? failures.join(', ') : 'none'}`)
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
)
process.exit(failures.length ? 1 : 0)
