// The scale-out proven on the real parts: two Portal instances behind nginx sharing one redis-server,
// over the reference platform (scripts/cluster.mjs). Run by `npm test` (step "cluster") against the
// production build; CLUSTER_TEST_BASE_PORT (3270) chooses the seven ports it uses.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { after, before, test } from 'node:test'
import { startCluster } from './cluster.mjs'

const base = Number(process.env.CLUSTER_TEST_BASE_PORT ?? 3270)
let cluster
let origin

before(async () => {
  // Per-address limits at a tenth (login: 3 failures) so that adding up across instances shows quickly.
  cluster = await startCluster({ base, env: { RATE_LIMIT_IP_FACTOR: '0.1', LOG_LEVEL: 'warn' } })
  origin = cluster.url
})

after(async () => {
  await cluster?.stop()
})

const address = () => `198.18.${1 + randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`
const instanceUrl = (name) => `http://127.0.0.1:${cluster.ports[name]}`

// A request as the Portal's own pages send it, to nginx or straight to one instance; the Host stays the
// public one so the tenant and the Origin check are those of the site.
function call(
  target,
  pathname,
  { method = 'GET', body, cookie, ip, accept = 'application/json', headers = {} } = {},
) {
  const { port } = new URL(target)
  const payload = body ? JSON.stringify(body) : undefined
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent: false,
        headers: {
          host: new URL(origin).host,
          origin,
          accept,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...(ip ? { 'x-forwarded-for': ip } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => {
          let json = null
          try {
            json = JSON.parse(text)
          } catch {
            // Pages answer HTML.
          }
          resolve({ status: res.statusCode, json, text, cookies: res.headers['set-cookie'] ?? [] })
        })
        res.on('error', () => resolve({ status: 0, json: null, cookies: [] }))
      },
    )
    req.on('error', () => resolve({ status: 0, json: null, cookies: [] }))
    req.end(payload)
  })
}

const cookieHeader = (setCookies) =>
  setCookies
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ')

// The terms of the localhost tenant (Solara) are at version 3 (config/tenants.json).
const SOLARA_TERMS = 3
const accountForm = (username, password) => ({
  mode: 'username',
  username,
  password,
  confirmPassword: password,
})

async function newAccount() {
  const username = `clu${randomBytes(4).toString('hex')}`
  const password = 'Cluster#2026'
  const ip = address()
  // Straight to an instance: the address the test names is then the client's own for the limits.
  const reg = await call(instanceUrl('a'), '/api/auth/register', {
    method: 'POST',
    ip,
    body: { ...accountForm(username, password), acceptTerms: true, termsVersion: SOLARA_TERMS },
  })
  assert.equal(reg.status, 200, JSON.stringify(reg.json))
  await call(instanceUrl('a'), '/api/auth/logout', { method: 'POST', ip, cookie: cookieHeader(reg.cookies) })
  return { username, password }
}

async function signIn(target, { username, password }) {
  const res = await call(target, '/api/auth/login', {
    method: 'POST',
    ip: address(),
    body: { type: 'username', username, password },
  })
  assert.equal(res.status, 200, JSON.stringify(res.json))
  return cookieHeader(res.cookies)
}

test('nginx tells the Portals the host and scheme it saw, never those a client claims', async () => {
  const claimed = {
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'host=evil.example;proto=https',
  }
  const home = await call(origin, '/', { accept: 'text/html', headers: claimed })
  assert.equal(home.status, 200)
  // Canonical links name the address the visitor used, as nginx saw it.
  assert.equal(/<link rel="canonical" href="([^"]+)"/.exec(home.text)?.[1], origin)
  assert.doesNotMatch(home.text, /evil\.example/)
  // A state change from that other site's page is refused: the Origin check sees the real host.
  const login = await call(origin, '/api/auth/login', {
    method: 'POST',
    headers: { ...claimed, origin: 'http://evil.example' },
    body: { type: 'username', username: 'nobody0x', password: 'Wrong#2026' },
  })
  assert.equal(login.status, 403, JSON.stringify(login.json))
  assert.equal(login.json.error.code, 'bad_origin')
})

test('a session made through instance A works on B, and a logout on A is refused on B at once', async () => {
  const account = await newAccount()
  const cookie = await signIn(instanceUrl('a'), account)
  const onB = await call(instanceUrl('b'), '/api/session', { cookie })
  assert.equal(onB.status, 200)
  assert.equal(onB.json.data?.account?.toLowerCase(), account.username)
  assert.equal((await call(instanceUrl('b'), '/api/wallet/balance', { cookie })).status, 200)

  const out = await call(instanceUrl('a'), '/api/auth/logout', { method: 'POST', cookie, ip: address() })
  assert.equal(out.status, 200)
  // The browser forgot the cookie; a copy of it is worthless on the other instance from now on.
  const replay = await call(instanceUrl('b'), '/api/wallet/balance', { cookie })
  assert.equal(replay.status, 401)
  assert.equal(replay.json.error.code, 'session_expired')
})

test('a logout stays a logout when Redis restarts', async () => {
  const account = await newAccount()
  const cookie = await signIn(instanceUrl('a'), account)
  assert.equal((await call(instanceUrl('b'), '/api/wallet/balance', { cookie })).status, 200)
  const out = await call(instanceUrl('a'), '/api/auth/logout', { method: 'POST', cookie, ip: address() })
  assert.equal(out.status, 200)

  await cluster.restartRedis()
  for (const name of ['a', 'b']) {
    // The instance has its Redis connection back once a login is counted again: the login limit fails
    // closed (503) while the shared store cannot answer.
    const login = () =>
      call(instanceUrl(name), '/api/auth/login', {
        method: 'POST',
        ip: address(),
        body: { type: 'username', username: 'nobody0x', password: 'Wrong#2026' },
      })
    const deadline = Date.now() + 30_000
    for (let answer = await login(); answer.status === 503; answer = await login()) {
      assert.ok(Date.now() < deadline, `${name} did not reconnect to Redis`)
      await sleep(100)
    }
    const session = await call(instanceUrl(name), '/api/session', { cookie })
    assert.equal(session.status, 200, JSON.stringify(session.json))
    assert.equal(session.json.data, null, `${name} still sees the logged-out session`)
    const replay = await call(instanceUrl(name), '/api/wallet/balance', { cookie })
    assert.equal(replay.status, 401, JSON.stringify(replay.json))
  }
})

test('failed logins spread over A and B add up to one per-address limit', async () => {
  const ip = address()
  const statuses = []
  for (let i = 0; i < 5; i++) {
    const target = instanceUrl(i % 2 === 0 ? 'a' : 'b')
    const res = await call(target, '/api/auth/login', {
      method: 'POST',
      ip,
      body: { type: 'username', username: `nobody${i}x`, password: 'Wrong#2026' },
    })
    statuses.push(res.status)
  }
  // Three failures (30 per address at a tenth), then refused on whichever instance is asked.
  assert.ok(
    statuses.slice(0, 3).every((s) => s >= 400 && s < 500 && s !== 429),
    statuses.join(),
  )
  assert.deepEqual(statuses.slice(3), [429, 429])
})

// Keeps `workers` requests in flight through nginx until stopped; counts what did not answer 200.
function load(pathname, workers) {
  let running = true
  const result = { ok: 0, failed: 0, inFlight: 0, statuses: {} }
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      result.inFlight += 1
      const { status } = await call(origin, pathname, { accept: 'text/html' })
      result.inFlight -= 1
      if (status === 200) result.ok += 1
      else result.failed += 1
      result.statuses[status] = (result.statuses[status] ?? 0) + 1
    }
  })
  return {
    result,
    stop: async () => {
      running = false
      await Promise.all(loops)
      return result
    },
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const exited = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

// How many requests an instance has received and not yet answered, from its metrics.
async function inFlightOn(name) {
  const port = name === 'a' ? cluster.ports.metricsA : cluster.ports.metricsB
  const { status, text } = await call(`http://127.0.0.1:${port}`, '/metrics', { accept: 'text/plain' })
  assert.equal(status, 200)
  return Number(/^portal_http_requests_in_flight (\d+)/m.exec(text)?.[1] ?? NaN)
}

// A raw POST through nginx: the body as given, the answer as text with its content type.
function postRaw(pathname, body, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: new URL(origin).port,
        method: 'POST',
        path: pathname,
        agent: false,
        headers: { host: new URL(origin).host, origin, accept: 'application/json', ...headers },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

test('nginx lets through what a route takes and refuses what the Portal would', async () => {
  const cookie = await signIn(origin, await newAccount())
  // Feedback takes images of up to 5 MB: 300 KB reaches the Portal, which reads the form itself (this
  // file is no image, so it says so, in JSON).
  const form = new FormData()
  form.set('content', 'A screenshot')
  form.append('images', new Blob([Buffer.alloc(300 * 1024, 1)], { type: 'image/png' }), 'shot.png')
  const multipart = new Response(form)
  const feedback = await postRaw('/api/support/feedback', Buffer.from(await multipart.arrayBuffer()), {
    cookie,
    'content-type': multipart.headers.get('content-type'),
  })
  assert.equal(feedback.status, 422, feedback.text)
  assert.equal(JSON.parse(feedback.text).error.fields.images, 'not_image')
  // Anything else stops at 64 KB, at nginx already.
  const login = await postRaw('/api/auth/login', Buffer.alloc(100 * 1024, 0x20), {
    'content-type': 'application/json',
  })
  assert.equal(login.status, 413)
})

test('SIGTERM drains an instance: not ready at once, its request in flight finishes, exit 0, no error', async () => {
  const account = await newAccount()
  const cookie = await signIn(instanceUrl('b'), account)
  const platform = cluster.children.get('platform')
  const b = cluster.children.get('b')
  try {
    // Both instances hold the guest home page in their page cache (a few seconds), so that the traffic
    // below is answered while the platform is paused: what is measured is the drain, not the platform.
    for (const name of ['a', 'b', 'a', 'b']) await call(instanceUrl(name), '/', { accept: 'text/html' })
    // The platform pauses, so B's balance read is held in flight while B is told to stop.
    platform.kill('SIGSTOP')
    const pending = call(instanceUrl('b'), '/api/wallet/balance', { cookie })
    while ((await inFlightOn('b')) < 1) await sleep(50)
    const traffic = load('/', 6)
    await sleep(300)
    const exit = exited(b)
    b.kill('SIGTERM')
    await sleep(300)
    assert.equal((await call(`http://127.0.0.1:${cluster.ports.metricsB}`, '/readyz')).status, 503)
    platform.kill('SIGCONT')
    assert.equal((await pending).status, 200)
    assert.equal(await exit, 0)
    await sleep(300)
    const { ok, failed, statuses } = await traffic.stop()
    assert.equal(failed, 0, JSON.stringify(statuses))
    assert.ok(ok > 20, `only ${ok} answers`)
  } finally {
    platform.kill('SIGCONT')
    if (b.exitCode === null && b.signalCode === null) b.kill('SIGKILL')
    await exited(b)
    await cluster.startPortal('b')
    for (const pathname of ['/', '/live']) await call(instanceUrl('b'), pathname, { accept: 'text/html' })
  }
})

test('killing A under load loses no idempotent request beyond those in flight, and B serves on', async () => {
  const traffic = load('/live', 8)
  await sleep(800)
  const a = cluster.children.get('a')
  const inFlightAtKill = traffic.result.inFlight
  a.kill('SIGKILL')
  await exited(a)
  await sleep(1500)
  const { ok, failed, statuses } = await traffic.stop()
  assert.ok(
    failed <= inFlightAtKill,
    `${failed} failed, ${inFlightAtKill} were in flight: ${JSON.stringify(statuses)}`,
  )
  assert.ok(ok > 20, `only ${ok} answers`)
  for (let i = 0; i < 10; i++) {
    assert.equal((await call(origin, '/', { accept: 'text/html' })).status, 200)
  }
})
