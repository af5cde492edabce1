import { NextRequest } from 'next/server'
import { z } from 'zod'
import type { Features } from '@/lib/features'
import { MemoryStore } from '@/lib/rate-limit/memory-store'
import { setLimitStoreForTests } from '@/lib/rate-limit/store'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { CASHIER_LIMITS, ORDER_LIMITS } from '@/lib/member/cashier-limits'
import { UpstreamError } from '@/lib/upstream/errors'
import type { SessionData } from '@/lib/session/cookie'

const session = { current: null as SessionData | null, state: 'none' as string }
const endSession = jest.fn()

jest.mock('@/lib/session', () => ({
  readSession: async () => ({ session: session.current, state: session.state, now: 1000, https: false }),
  endSession: (...args: unknown[]) => endSession(...args),
  touchSession: async () => undefined,
  memberView: (m: { type: number; id: string }) => ({
    ...m,
    isTrial: m.type === 4,
    isAgent: [1, 2, 41, 42].includes(m.type),
  }),
}))

const features: Partial<Features> = { freePlay: true, smsPasswordReset: false }
jest.mock('@/lib/upstream/catalogue', () => ({
  getSiteStatus: async () => ({ features }),
}))

// Imported after the mocks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bff } = require('./handler') as typeof import('./handler')

function signedIn(type: number, extra: Partial<SessionData> = {}) {
  session.state = 'valid'
  session.current = {
    v: 1,
    sid: 's',
    tenant: 'solara',
    token: 'secret-token',
    member: { id: '9', account: 'p', userName: 'p', nickname: 'p', type, labels: [] },
    createdAt: 0,
    lastSeenAt: 0,
    mustChangePassword: false,
    ...extra,
  }
}

function request(
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { host: 'localhost:3000', ...init.headers }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  return new NextRequest(`http://localhost:3000${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}
const sameOrigin = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }

async function call(route: (req: NextRequest) => Promise<Response>, req: NextRequest) {
  const res = await route(req)
  return { status: res.status, body: await res.json(), headers: res.headers }
}

beforeEach(() => {
  session.current = null
  session.state = 'none'
  endSession.mockReset()
  setLimitStoreForTests(new MemoryStore())
})

describe('bff wrapper', () => {
  it('wraps the handler result as { ok, data } and never caches it', async () => {
    const route = bff({}, async ({ tenant, locale }) => ({ tenant: tenant.id, locale }))
    const res = await call(route, request('GET', '/api/x', { headers: { 'x-portal-locale': 'en' } }))
    expect(res).toMatchObject({ status: 200, body: { ok: true, data: { tenant: 'solara', locale: 'en' } } })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses state changes from another origin, or with no origin at all', async () => {
    const handler = jest.fn()
    const route = bff({}, handler)
    const forged: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://verdant.localhost:3000' },
      {},
    ]
    for (const headers of forged) {
      const res = await call(route, request('POST', '/api/x', { body: {}, headers }))
      expect(res.status).toBe(403)
      expect(res.body.error.code).toBe('bad_origin')
    }
    expect(handler).not.toHaveBeenCalled()
    await expect(
      call(route, request('POST', '/api/x', { body: {}, headers: sameOrigin })),
    ).resolves.toMatchObject({
      status: 200,
    })
  })

  it('checks roles: visitor, trial, member, agent', async () => {
    const member = bff({ role: 'member' }, async () => 'ok')
    const agent = bff({ role: 'agent' }, async () => 'ok')
    const trial = bff({ role: 'trial' }, async () => 'ok')
    const guest = bff({ role: 'guest' }, async () => 'ok')

    expect((await call(member, request('GET', '/api/x'))).body.error.code).toBe('unauthenticated')
    expect((await call(guest, request('GET', '/api/x'))).status).toBe(200)

    signedIn(4)
    expect((await call(member, request('GET', '/api/x'))).body.error).toMatchObject({ code: 'trial_account' })
    expect((await call(trial, request('GET', '/api/x'))).status).toBe(200)
    expect((await call(guest, request('GET', '/api/x'))).body.error.code).toBe('already_signed_in')

    signedIn(0)
    expect((await call(member, request('GET', '/api/x'))).status).toBe(200)
    expect((await call(agent, request('GET', '/api/x'))).body.error.code).toBe('forbidden')

    for (const type of [1, 2, 41, 42]) {
      signedIn(type)
      expect((await call(agent, request('GET', '/api/x'))).status).toBe(200)
    }
  })

  it('tells an expired session from no session, and ends it (revoking the token)', async () => {
    signedIn(0)
    session.state = 'expired'
    const res = await call(
      bff({ role: 'member' }, async () => 'ok'),
      request('GET', '/api/x'),
    )
    expect(res).toMatchObject({ status: 401, body: { error: { code: 'session_expired' } } })
    expect(endSession).toHaveBeenCalledWith({ revoke: true })
  })

  it('holds everything but the password change while one is pending', async () => {
    signedIn(0, { mustChangePassword: true })
    const res = await call(
      bff({ role: 'member' }, async () => 'ok'),
      request('GET', '/api/x'),
    )
    expect(res.body.error.code).toBe('password_change_required')
    const change = bff({ role: 'member', duringPasswordChange: true }, async () => 'ok')
    expect((await call(change, request('GET', '/api/x'))).status).toBe(200)
  })

  it('checks the feature switch', async () => {
    const off = bff({ feature: 'smsPasswordReset' }, async () => 'ok')
    const on = bff({ feature: 'freePlay' }, async () => 'ok')
    expect((await call(off, request('GET', '/api/x'))).body.error.code).toBe('feature_disabled')
    expect((await call(on, request('GET', '/api/x'))).status).toBe(200)
  })

  it('parses the query of a GET and the JSON of a POST, naming refused fields', async () => {
    const get = bff({ input: z.object({ username: z.string().min(3) }) }, async ({ input }) => input.username)
    expect((await call(get, request('GET', '/api/x?username=abcd'))).body.data).toBe('abcd')
    const bad = await call(get, request('GET', '/api/x?username=a'))
    expect(bad).toMatchObject({
      status: 422,
      body: { error: { code: 'invalid_input', fields: { username: 'too_small' } } },
    })

    const post = bff({ input: z.object({ n: z.number() }) }, async ({ input }) => input.n)
    expect(
      (await call(post, request('POST', '/api/x', { body: { n: 2 }, headers: sameOrigin }))).body.data,
    ).toBe(2)
    const missing = await call(post, request('POST', '/api/x', { body: {}, headers: sameOrigin }))
    expect(missing.body.error.fields).toEqual({ n: 'required' })
    const notJson = new NextRequest('http://localhost:3000/api/x', {
      method: 'POST',
      headers: { host: 'localhost:3000', ...sameOrigin, 'content-type': 'text/plain' },
      body: 'n=2',
    })
    expect((await call(post, notJson)).status).toBe(422)
  })

  it('answers 429 with Retry-After once a limit is reached', async () => {
    const route = bff({ rateLimit: LIMITS.captchaIp }, async () => 'ok')
    const from = { 'x-portal-peer': '203.0.113.9' }
    for (let i = 0; i < LIMITS.captchaIp.limit; i++) {
      expect((await call(route, request('GET', '/api/x', { headers: from }))).status).toBe(200)
    }
    const res = await call(route, request('GET', '/api/x', { headers: from }))
    expect(res.status).toBe(429)
    expect(res.body.error.code).toBe('rate_limited')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address still gets through.
    expect(
      (await call(route, request('GET', '/api/x', { headers: { 'x-portal-peer': '203.0.113.10' } }))).status,
    ).toBe(200)
  })

  it('counts only failures for failure limits, and a success clears an account', async () => {
    let succeed = false
    const route = bff(
      {
        input: z.object({ u: z.string() }),
        rateLimit: { policy: LIMITS.loginAccount, count: 'failure', key: (i) => i.u },
      },
      async () => {
        if (!succeed) throw new UpstreamError('login.failed', 400)
        return 'in'
      },
    )
    const attempt = () =>
      call(route, request('POST', '/api/x', { body: { u: 'victim' }, headers: sameOrigin }))
    for (let i = 0; i < LIMITS.loginAccount.limit - 1; i++)
      expect((await attempt()).body.error.code).toBe('login_failed')
    succeed = true
    expect((await attempt()).status).toBe(200)
    succeed = false
    for (let i = 0; i < LIMITS.loginAccount.limit; i++) expect((await attempt()).status).toBe(401)
    // Past an escalating limit the attempt still reaches the handler (the platform's captcha decides).
    expect((await attempt()).status).toBe(401)
  })

  it('counts an order only once the platform answered it, never while it is down', async () => {
    signedIn(0)
    let answer: 'down' | 'refused' | 'created' = 'down'
    const route = bff({ role: 'member', rateLimit: ORDER_LIMITS }, async () => {
      if (answer === 'down') throw new UpstreamError('upstream.unreachable', 503)
      if (answer === 'refused') throw new UpstreamError('rg.deposit.limit', 400)
      return 'order'
    })
    const attempt = () => call(route, request('POST', '/api/x', { body: {}, headers: sameOrigin }))
    const { limit } = CASHIER_LIMITS.ordersAccount
    for (let i = 0; i < limit + 5; i++) expect((await attempt()).status).toBe(503)
    answer = 'refused'
    expect((await attempt()).status).toBe(400)
    answer = 'created'
    for (let i = 1; i < limit; i++) expect((await attempt()).status).toBe(200)
    expect((await attempt()).status).toBe(429)
  })

  it('answers attempts past an escalating limit slower and flagged, never with 429', async () => {
    const seen: boolean[] = []
    const route = bff(
      {
        input: z.object({ u: z.string() }),
        rateLimit: { policy: LIMITS.loginAccount, count: 'failure', key: (i) => i.u },
      },
      async ({ escalated }) => {
        seen.push(escalated)
        throw new UpstreamError('login.failed', 400)
      },
    )
    const attempt = async () => {
      const started = Date.now()
      const res = await call(route, request('POST', '/api/x', { body: { u: 'owner' }, headers: sameOrigin }))
      return { status: res.status, ms: Date.now() - started }
    }
    for (let i = 0; i < LIMITS.loginAccount.limit; i++) expect((await attempt()).ms).toBeLessThan(400)
    const first = await attempt()
    const second = await attempt()
    expect([first.status, second.status]).toEqual([401, 401])
    expect(first.ms).toBeGreaterThanOrEqual(450)
    expect(second.ms).toBeGreaterThanOrEqual(950)
    expect(seen).toEqual([...Array(LIMITS.loginAccount.limit).fill(false), true, true])
  })

  it('still refuses past a limit that does not escalate', async () => {
    const route = bff(
      {
        input: z.object({ u: z.string() }),
        rateLimit: { policy: LIMITS.changePasswordAccount, count: 'failure', key: (i) => i.u },
      },
      async () => {
        throw new UpstreamError('login.failed', 400)
      },
    )
    const attempt = () =>
      call(route, request('POST', '/api/x', { body: { u: 'member' }, headers: sameOrigin }))
    for (let i = 0; i < LIMITS.changePasswordAccount.limit; i++) expect((await attempt()).status).toBe(401)
    expect((await attempt()).status).toBe(429)
  })

  it('maps upstream failures to stable codes with translated messages and no internals', async () => {
    const cases: Array<[unknown, number, string]> = [
      [
        new UpstreamError('login.failed', 400, 'secret upstream text', { captcha: true }),
        401,
        'login_failed',
      ],
      [new UpstreamError('upstream.timeout', 504), 504, 'upstream_timeout'],
      [new UpstreamError('upstream.circuit_open', 503), 503, 'upstream_unavailable'],
      [new UpstreamError('TOO_MANY_REQUESTS', 429), 429, 'rate_limited'],
      [new UpstreamError('something.new', 400), 400, 'request_rejected'],
      [new Error('stack trace with /internal/path'), 500, 'internal'],
    ]
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const [error, status, code] of cases) {
      const res = await call(
        bff({}, async () => {
          throw error
        }),
        request('GET', '/api/x'),
      )
      expect(res.status).toBe(status)
      expect(res.body.error.code).toBe(code)
      expect(JSON.stringify(res.body)).not.toMatch(/secret upstream text|internal\/path/)
    }
    spy.mockRestore()
    warn.mockRestore()
    const captcha = await call(
      bff({}, async () => {
        throw new UpstreamError('login.failed', 400, 'x', { captcha: true })
      }),
      request('GET', '/api/x'),
    )
    expect(captcha.body.error).toEqual({
      code: 'login_failed',
      message: 'Usuário ou senha incorretos.',
      captcha: true,
    })
  })

  it('answers an unknown host with not_found', async () => {
    const res = await call(
      bff({}, async () => 'ok'),
      request('GET', '/api/x', { headers: { host: 'evil.example' } }),
    )
    expect(res.status).toBe(404)
  })
})

describe('request bodies', () => {
  // A chunked body with no Content-Length, produced as it is read: how far it was read shows.
  function streamed(path: string, chunks: number, chunkBytes = 16 * 1024) {
    const sent = { chunks: 0 }
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent.chunks === chunks) return controller.close()
        sent.chunks += 1
        controller.enqueue(new Uint8Array(chunkBytes).fill(0x20))
      },
    })
    const req = new NextRequest(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        ...sameOrigin,
        'content-type': 'application/json',
        'x-portal-locale': 'en',
      },
      body,
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1])
    return { req, sent }
  }
  const route = bff({ input: z.object({}) }, async () => 'read')

  it('stops reading a body at 64 KB and answers 413 with a translated message', async () => {
    const { req, sent } = streamed('/api/x', 640)
    const res = await call(route, req)
    expect(res.status).toBe(413)
    expect(res.body).toEqual({
      ok: false,
      error: { code: 'payload_too_large', message: expect.stringMatching(/too large/) },
    })
    expect(sent.chunks).toBeLessThan(10)
  })

  it('refuses an announced size past the limit before reading anything', async () => {
    const res = await call(
      route,
      request('POST', '/api/x', { body: {}, headers: { ...sameOrigin, 'content-length': '65537' } }),
    )
    expect(res.status).toBe(413)
  })

  it('reads a body up to the limit', async () => {
    const { req } = streamed('/api/x', 4)
    expect((await call(route, req)).status).toBe(200)
  })

  it('answers 413 to a body the production server stopped reading, whatever the route takes', async () => {
    const bare = bff({}, async () => 'no input')
    const res = await call(
      bare,
      request('POST', '/api/x', { headers: { ...sameOrigin, 'x-portal-body-limit': '1' } }),
    )
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('payload_too_large')
  })
})
