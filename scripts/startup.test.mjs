// The production server's start (scripts/portal-server.mjs) on the production build: a broken
// configuration stops it before it listens, with one line that names the variable or file and the
// reason; a sound one starts, and then believes forwarded headers from TRUSTED_PROXIES only. Run by
// `npm test` (step "cluster"); STARTUP_TEST_BASE_PORT (3280) chooses the five ports it uses.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { root, waitForPort } from './lib.mjs'

const base = Number(process.env.STARTUP_TEST_BASE_PORT ?? 3280)
// Nothing ever listens on `idle`: the Redis that is not there. `brief` is a platform that goes away.
const ports = { portal: base, metrics: base + 1, platform: base + 2, idle: base + 3, brief: base + 4 }
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-startup-'))
const secret = `1:${randomBytes(32).toString('hex')}`
const file = (name, text) => {
  const where = path.join(tmp, name)
  writeFileSync(where, text)
  return where
}

// The Portal with nothing of the caller's environment that could change what is tested.
function startPortal(env) {
  const inherited = { ...process.env }
  for (const name of [
    'SESSION_SECRETS',
    'SESSION_SECRETS_FILE',
    'REDIS_URL',
    'TENANTS_FILE',
    'TRUSTED_PROXIES',
  ]) {
    delete inherited[name]
  }
  const child = spawn(process.execPath, ['scripts/portal-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      PORT: String(ports.portal),
      PORTAL_HOST: '127.0.0.1',
      METRICS_PORT: String(ports.metrics),
      UPSTREAM_URL: `http://127.0.0.1:${ports.platform}`,
      RATE_LIMIT_IP_FACTOR: '100',
      ...env,
    },
  })
  const out = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk) => (out.stdout += chunk))
  child.stderr.on('data', (chunk) => (out.stderr += chunk))
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return { child, out, exited }
}

async function refusedAtStart(env) {
  const { child, out, exited } = startPortal({ SESSION_SECRETS: secret, ...env })
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  const { code, signal } = await exited
  clearTimeout(timer)
  assert.equal(signal, null, 'the Portal did not stop by itself')
  assert.notEqual(code, 0)
  assert.doesNotMatch(out.stdout, /portal ready/)
  const lines = out.stderr.split('\n').filter((line) => line.trim())
  assert.equal(lines.length, 1, out.stderr)
  return lines[0]
}

// The reference platform in test mode on a port of its own, with a data folder of its own.
function startPlatform(port) {
  const child = spawn(process.execPath, ['platform/server.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      PLATFORM_DATA_DIR: path.join(tmp, `platform-${port}`),
      PLATFORM_MODE: 'test',
      PLATFORM_PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return { child, exited, ready: waitForPort(port) }
}

describe('a broken configuration stops the Portal at start, in one line', () => {
  const tenants = (json) => file(`tenants-${randomBytes(4).toString('hex')}.json`, JSON.stringify(json))
  const tenant = (id, hosts) => ({
    id,
    hosts,
    merchantCode: id.toUpperCase(),
    brandName: id,
    defaultLocale: 'en',
    locales: ['en'],
    theme: { primary: '#f5a524', accent: '#7c3aed', primaryText: '#1a1200' },
  })

  test('a tenants file that is not JSON', async () => {
    const where = file('broken.json', '{"tenants": [')
    const line = await refusedAtStart({ TENANTS_FILE: where })
    assert.match(line, new RegExp(`^Portal not started: TENANTS_FILE ${where}: not valid JSON`))
  })

  test('a tenants file that breaks the schema', async () => {
    const { brandName, ...nameless } = tenant('alpha', ['alpha.example'])
    assert.ok(brandName)
    const where = tenants({ tenants: [nameless] })
    const line = await refusedAtStart({ TENANTS_FILE: where })
    assert.match(line, new RegExp(`TENANTS_FILE ${where}: Invalid tenants file: tenants\\.0\\.brandName: `))
  })

  test('a host that two tenants claim', async () => {
    const where = tenants({
      tenants: [tenant('alpha', ['shared.example']), tenant('beta', ['shared.example'])],
    })
    const line = await refusedAtStart({ TENANTS_FILE: where })
    assert.match(
      line,
      new RegExp(`TENANTS_FILE ${where}: .*host shared\\.example belongs to both alpha and beta`),
    )
  })

  test('a REDIS_URL where no Redis answers', async () => {
    const line = await refusedAtStart({ REDIS_URL: `redis://127.0.0.1:${ports.idle}/0` })
    assert.match(
      line,
      new RegExp(`^Portal not started: REDIS_URL redis://127\\.0\\.0\\.1:${ports.idle}/0: no Redis`),
    )
  })

  test('an empty session secrets file', async () => {
    const where = file('empty-secrets', '\n')
    const line = await refusedAtStart({ SESSION_SECRETS: '', SESSION_SECRETS_FILE: where })
    assert.equal(line, `Portal not started: SESSION_SECRETS_FILE ${where}: the file is empty`)
  })

  test('a session secrets file with a short secret', async () => {
    const where = file('short-secrets', '1:short\n')
    const line = await refusedAtStart({ SESSION_SECRETS: '', SESSION_SECRETS_FILE: where })
    assert.match(line, new RegExp(`^Portal not started: SESSION_SECRETS_FILE ${where}: expected`))
  })
})

describe('a sound configuration, with the secrets from a file', () => {
  let platform
  before(async () => {
    platform = startPlatform(ports.platform)
    await platform.ready
  })
  after(() => {
    platform?.child.kill('SIGTERM')
    rmSync(tmp, { recursive: true, force: true })
  })

  // A request to the Portal as a client that sends its own Host and forwarded headers (fetch would not).
  function call(pathname, headers, body) {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: ports.portal, path: pathname, method: body ? 'POST' : 'GET', headers },
        (res) => {
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode, text, cookies: res.headers['set-cookie'] ?? [] }),
          )
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  }

  // Signs a new player up, as a client claiming to have come over https, and reads the home page's
  // canonical link the same way.
  async function visitClaimingHttps() {
    const username = `stu${randomBytes(4).toString('hex')}`
    const password = 'Startup#2026'
    const headers = {
      host: 'localhost',
      origin: 'http://localhost',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'localhost',
    }
    const body = JSON.stringify({
      mode: 'username',
      username,
      password,
      confirmPassword: password,
      acceptTerms: true,
      termsVersion: 3,
    })
    const register = await call(
      '/api/auth/register',
      { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body,
    )
    assert.equal(register.status, 200, register.text)
    const home = await call('/', { ...headers, accept: 'text/html' })
    return {
      cookie: register.cookies.find((line) => /^(__Host-portal|portal-session)=/.test(line)),
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(home.text)?.[1],
    }
  }

  async function running(env, check) {
    const portal = startPortal({ SESSION_SECRETS_FILE: file('secrets', `${secret}\n`), ...env })
    try {
      await waitForPort(ports.portal)
      await check(portal.out)
    } finally {
      portal.child.kill('SIGTERM')
      assert.deepEqual(await portal.exited, { code: 0, signal: null })
    }
  }

  test('a direct client claiming https gets no __Host- cookie and no https links', async () => {
    await running({}, async () => {
      const { cookie, canonical } = await visitClaimingHttps()
      assert.match(cookie ?? '', /^portal-session=/)
      assert.doesNotMatch(cookie, /;\s*Secure/i)
      assert.equal(canonical, 'http://localhost')
    })
  })

  test('behind a trusted TLS-terminating proxy: Secure __Host- cookies and https links', async () => {
    await running({ TRUSTED_PROXIES: '127.0.0.1' }, async () => {
      const { cookie, canonical } = await visitClaimingHttps()
      assert.match(cookie ?? '', /^__Host-portal=/)
      assert.match(cookie, /;\s*Secure/i)
      assert.equal(canonical, 'https://localhost')
    })
  })

  test('a failed render is logged with the request id and the digest, Next.js’s own report too', async () => {
    // The platform answers the first visit, then goes away: within the stale window the request gate
    // still lets a page render, and its own reads fail (no catalogue cache, no guest page cache).
    const brief = startPlatform(ports.brief)
    await brief.ready
    const env = { UPSTREAM_URL: `http://127.0.0.1:${ports.brief}`, CATALOGUE_TTL_SECONDS: '0' }
    await running(env, async (out) => {
      assert.equal((await call('/', { host: 'localhost', accept: 'text/html' })).status, 200)
      brief.child.kill('SIGTERM')
      await brief.exited
      const requestId = `startup-${randomBytes(6).toString('hex')}`
      // A promotion's page has nothing to show without its read (the home page shows its other parts).
      const failedPage = await call('/en/promoDetail?id=1', {
        host: 'localhost',
        accept: 'text/html',
        'x-request-id': requestId,
      })
      // The page could not be shown for the platform's sake: an outage, not a fault of the Portal's.
      assert.equal(failedPage.status, 503)
      const json = (text) =>
        text
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line))
      const failed = json(out.stdout).find((line) => line.msg === 'request failed')
      assert.equal(failed?.requestId, requestId, out.stdout)
      assert.match(failed.digest ?? '', /^\d+$/)
      assert.equal(failed.routeType, 'render')
      // Whatever Next.js writes to stderr about it is a JSON line naming the same request.
      const reported = json(out.stderr).filter((line) => line.level === 'error')
      assert.ok(reported.length > 0, out.stderr)
      for (const line of reported) assert.equal(line.requestId, requestId)
    })
  })
})
