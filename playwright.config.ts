import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { PLATFORM_PORT, PLATFORM_URL, PORTAL_PORT, PORTAL_URL } from './e2e/support/env'
import { RATE_LIMIT_WINDOW_SECONDS, SESSION_SECRETS } from './e2e/bff/secrets'
// One list for the journeys and scripts/bench.mjs, so a benchmark runs the browser the journeys run.
import chromiumFlags from './scripts/chromium-flags.json'
import chromiumPaths from './scripts/chromium-paths.json'

// Journeys run against a production build (scripts/portal-server.mjs) and a fresh reference platform in test mode,
// both over HTTP on ports of their own so that a running `npm start` is left alone.
const dataDir = path.join(__dirname, '.data', `e2e-platform-${PLATFORM_PORT}`)

const SHARED_STATE_JOURNEYS = /(site-flags|sms-expiry|promotion-clock)\.spec\.ts$/
// The QA smoke journeys (e2e/smoke/): only against a deployment named by E2E_BASE_URL (`npm run test:smoke`),
// which then starts no server of its own and runs nothing else.
const SMOKE = /e2e\/smoke\/[^/]+\.spec\.ts$/
const SMOKE_TARGET = process.env.E2E_BASE_URL
// The layout sweep (e2e/sweep/plan.ts): every route and centre page at three sizes, as three roles, on
// fresh accounts of its own. With the journeys it sweeps the phone, where layouts break first, as all three
// roles; `npm run test:sweep` (E2E_SWEEP=all) sweeps every size.
const SWEEP = /e2e\/sweep\/[^/]+\.spec\.ts$/
const SWEEP_SIZES = process.env.E2E_SWEEP === 'all' ? undefined : /at 360×780/

const launchOptions = {
  // Debian's headless shell, else the full browser (the order scripts/ensure-tools.mjs installs for).
  executablePath: process.env.CHROME_PATH ?? chromiumPaths.find((file) => existsSync(file)),
  args: chromiumFlags,
}

const smoke = defineConfig({
  testDir: './e2e/smoke',
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: { baseURL: SMOKE_TARGET, trace: 'on-first-retry', screenshot: 'only-on-failure', launchOptions },
  projects: [{ name: 'smoke', testMatch: SMOKE, use: { ...devices['Desktop Chrome'], channel: undefined } }],
})

const journeys = defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Room for a busy two-core machine, where a page the browser fills after hydrating can take 10 s and
  // more; a passing journey never waits for these, only a failing one does.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: PORTAL_URL,
    // Recorded on the retry of a failed journey, not on every first run: tracing every action more than
    // doubled the processor time of the whole run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // Signs each demo role in once and saves its state under .data (e2e/support/roles.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [SHARED_STATE_JOURNEYS, SWEEP, SMOKE],
      dependencies: ['setup'],
    },
    { name: 'sweep', testMatch: SWEEP, grep: SWEEP_SIZES },
    // Journeys that change what every other journey sees run alone, after all the others: switching a
    // merchant's maintenance or region flag, and moving the platform's shared clock (SMS code expiry, the
    // promotions' Friday, Monday and bonus deadlines), which would expire captchas, codes and sessions other
    // journeys hold, and shift their records' periods.
    {
      name: 'shared-state',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: SHARED_STATE_JOURNEYS,
      dependencies: ['chromium', 'sweep'],
      // One at a time: a moved clock and a site in maintenance must not meet either.
      workers: 1,
      fullyParallel: false,
    },
  ],
  webServer: [
    {
      command: `rm -rf "${dataDir}" && node platform/server.mjs`,
      url: `${PLATFORM_URL}/wps/session/key/rsa`,
      env: {
        PLATFORM_PORT: String(PLATFORM_PORT),
        PLATFORM_DATA_DIR: dataDir,
        PLATFORM_MODE: 'test',
        PLATFORM_PUBLIC_URL: PLATFORM_URL,
        // The demo brands' domain routes lead to this Portal (the speed test probes them).
        PLATFORM_SITE_PORT: String(PORTAL_PORT),
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production server operators run (`npm start`), not `next start`, which does not serve a
      // standalone build.
      command: 'node scripts/portal-server.mjs',
      url: `${PORTAL_URL}/api/health`,
      env: {
        PORT: String(PORTAL_PORT),
        // Access lines go nowhere here (stdout is ignored); warnings and errors still reach stderr.
        LOG_LEVEL: 'warn',
        UPSTREAM_URL: PLATFORM_URL,
        CATALOGUE_TTL_SECONDS: '2',
        SESSION_SECRETS,
        // Session journeys move the clock with X-Test-Now instead of waiting half an hour.
        PORTAL_TEST_CLOCK: '1',
        // The runner stands in for the reverse proxy: each journey speaks as its own client address.
        TRUSTED_PROXIES: '127.0.0.1,::1',
        // Every journey's browser shares 127.0.0.1: per-address limits are raised, and windows shortened
        // so the brute-force journey can watch one pass.
        RATE_LIMIT_IP_FACTOR: '50',
        RATE_LIMIT_WINDOW_SECONDS: String(RATE_LIMIT_WINDOW_SECONDS),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})

export default SMOKE_TARGET ? smoke : journeys
