// No script changes a tracked file: the bench's build writes its TypeScript configuration and route types
// into its own folder (next.config.mjs), never into tsconfig.json. Runs the part of `next build` that writes
// them (`next typegen`, which Next.js runs at the start of every build) with the bench's environment, as
// scripts/bench.mjs builds, and compares the checkout's status before and after.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { nextBin, root } from './lib.mjs'

const status = () => execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' })
const typegen = (env) =>
  execFileSync(process.execPath, [nextBin, 'typegen'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  })

test("the bench's build step leaves every tracked file as it was", () => {
  const before = status()
  const tsconfig = readFileSync(path.join(root, 'tsconfig.json'), 'utf8')
  try {
    typegen({ NEXT_DIST_DIR: '.next-bench', BENCH_BASELINE: '1' })
    assert.equal(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'), tsconfig)
    assert.equal(status(), before)
    const own = JSON.parse(readFileSync(path.join(root, '.data', 'tsconfig-.next-bench.json'), 'utf8'))
    assert.ok(own.include.includes('../.next-bench/types/**/*.ts'), 'the bench build types its own routes')
  } finally {
    // next-env.d.ts (untracked) points at the production build's types again.
    typegen({ NEXT_DIST_DIR: '' })
  }
})
