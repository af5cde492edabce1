import { z } from 'zod'
import { resetEnvForTests } from '@/lib/env'
import { upstream, type UpstreamContext } from './client'
import { testTenant } from './test-tenant'

const tenant = () => testTenant('upstream', 'solara')

const ok = (value: unknown) => Response.json({ success: true, value })
const fail = (status: number, errorCode: string, value?: unknown) =>
  Response.json({ success: false, errorCode, value }, { status })

let fetchMock: jest.Mock
beforeEach(() => {
  fetchMock = jest.fn()
  global.fetch = fetchMock as unknown as typeof fetch
})

const headerOf = (call: number, name: string) =>
  (fetchMock.mock.calls[call]?.[1] as RequestInit | undefined)?.headers instanceof Headers
    ? ((fetchMock.mock.calls[call]?.[1] as RequestInit).headers as Headers).get(name)
    : null

describe('upstream client', () => {
  it('sends the contract headers and parses the envelope', async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: 1 }))
    const ctx: UpstreamContext = { tenant: tenant(), locale: 'en', token: 'tok' }
    await expect(upstream(ctx, { path: '/wps/x', schema: z.object({ n: z.number() }) })).resolves.toEqual({
      n: 1,
    })
    expect(headerOf(0, 'Merchant')).toBe('SOL1')
    expect(headerOf(0, 'Language')).toBe('EN')
    expect(headerOf(0, 'Authorization')).toBe('tok')
    expect(headerOf(0, 'X-Gateway-Version')).toBe('3')
  })

  it('retries an idempotent read once after a transient failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValueOnce(ok(5))
    const ctx = { tenant: tenant(), locale: 'pt' as const }
    await expect(upstream(ctx, { path: '/wps/y', schema: z.number() })).resolves.toBe(5)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('gives up after the one retry', async () => {
    fetchMock.mockResolvedValue(new Response('busy', { status: 503 }))
    const ctx = { tenant: tenant(), locale: 'pt' as const }
    await expect(upstream(ctx, { path: '/wps/y', schema: z.number() })).rejects.toMatchObject({ status: 503 })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('never repeats a write, nor a read marked not to be retried', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'))
    const ctx = { tenant: tenant(), locale: 'pt' as const }
    await expect(
      upstream(ctx, { method: 'POST', path: '/wps/relay/GCS_walletTransfer', json: {}, schema: z.unknown() }),
    ).rejects.toMatchObject({ code: 'upstream.unreachable' })
    await expect(
      upstream(ctx, { path: '/wps/game/launchGame', retry: false, schema: z.unknown() }),
    ).rejects.toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('keeps how long a refusal lasts, from the answer or from Retry-After', async () => {
    const ctx = { tenant: tenant(), locale: 'pt' as const }
    const refusalOf = (path: string) =>
      upstream(ctx, { method: 'POST', path, json: {}, schema: z.unknown() }).catch((e: unknown) => e)
    fetchMock.mockResolvedValueOnce(fail(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 42.2 }))
    const fromBody = await refusalOf('/wps/a')
    expect(fromBody).toMatchObject({ status: 429, details: { retryAfterSeconds: 43 } })

    fetchMock.mockResolvedValueOnce(
      Response.json(
        { success: false, errorCode: 'TOO_MANY_REQUESTS' },
        { status: 429, headers: { 'Retry-After': '90000' } },
      ),
    )
    const fromHeader = await refusalOf('/wps/b')
    // Capped at an hour, however long the platform asks for.
    expect(fromHeader).toMatchObject({ status: 429, details: { retryAfterSeconds: 3600 } })
  })

  it('does not retry a business refusal', async () => {
    fetchMock.mockResolvedValue(fail(400, 'request_param_err', { field: 'username' }))
    const ctx = { tenant: tenant(), locale: 'pt' as const }
    await expect(upstream(ctx, { path: '/wps/check/username', schema: z.unknown() })).rejects.toMatchObject({
      code: 'request_param_err',
      details: { field: 'username' },
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('reports the captcha flag of a failed login', async () => {
    fetchMock.mockResolvedValue(fail(400, 'login.failed', { captcha: true }))
    const ctx = { tenant: tenant(), locale: 'pt' as const }
    await expect(
      upstream(ctx, { method: 'POST', path: '/wps/session/login', json: {}, schema: z.unknown() }),
    ).rejects.toMatchObject({ code: 'login.failed', details: { captcha: true } })
  })

  it('on a dead token ends the session and repeats a public read as a guest', async () => {
    fetchMock.mockResolvedValueOnce(fail(401, 'login.not.session')).mockResolvedValueOnce(ok(['banner']))
    const onSessionLost = jest.fn()
    const ctx: UpstreamContext = { tenant: tenant(), locale: 'pt', token: 'dead', onSessionLost }
    await expect(
      upstream(ctx, { path: '/wps/relay/MCSFE_getListAnnouncements', schema: z.array(z.string()) }),
    ).resolves.toEqual(['banner'])
    expect(onSessionLost).toHaveBeenCalledTimes(1)
    expect(headerOf(0, 'Authorization')).toBe('dead')
    expect(headerOf(1, 'Authorization')).toBeNull()
  })

  it('on a dead token for a member call ends the session and fails', async () => {
    fetchMock.mockResolvedValue(fail(401, 'login.not.session'))
    const onSessionLost = jest.fn()
    const ctx: UpstreamContext = { tenant: tenant(), locale: 'pt', token: 'dead', onSessionLost }
    await expect(
      upstream(ctx, { path: '/wps/v2/wallets/balance', auth: 'required', schema: z.unknown() }),
    ).rejects.toMatchObject({ code: 'login.not.session', status: 401 })
    expect(onSessionLost).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('refuses a member call without a token before calling anyone', async () => {
    const ctx = { tenant: tenant(), locale: 'pt' as const }
    await expect(
      upstream(ctx, { path: '/wps/member/info', auth: 'required', schema: z.unknown() }),
    ).rejects.toMatchObject({
      status: 401,
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('opens the circuit of an upstream that keeps failing, and fails fast', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'))
    const ctx = { tenant: tenant(), locale: 'pt' as const }
    const write = { method: 'POST' as const, path: '/wps/z', json: {}, schema: z.unknown() }
    for (let i = 0; i < 5; i++)
      await expect(upstream(ctx, write)).rejects.toMatchObject({ code: 'upstream.unreachable' })
    await expect(upstream(ctx, write)).rejects.toMatchObject({ code: 'upstream.circuit_open', status: 503 })
    expect(fetchMock).toHaveBeenCalledTimes(5)
    // Another tenant's upstream is not affected.
    fetchMock.mockResolvedValueOnce(ok(1))
    await expect(
      upstream({ tenant: tenant(), locale: 'pt' }, { path: '/wps/a', schema: z.number() }),
    ).resolves.toBe(1)
  })

  it('rejects an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(ok({ sumBalance: 'lots' }))
    const ctx = { tenant: tenant(), locale: 'pt' as const, token: 't' }
    await expect(
      upstream(ctx, { path: '/wps/v2/wallets/balance', schema: z.object({ sumBalance: z.number() }) }),
    ).rejects.toMatchObject({ code: 'upstream.bad_response', status: 502 })
  })
})

describe('upstream time limits', () => {
  // A platform that never answers: each call ends only when its own timeout aborts it.
  const hang = (_url: unknown, init: RequestInit) =>
    new Promise<Response>((_, reject) =>
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
    )
  const timeOf = async (call: Promise<unknown>) => {
    const started = Date.now()
    await call.catch(() => undefined)
    return Date.now() - started
  }

  beforeEach(() => {
    process.env.UPSTREAM_TIMEOUT_MS = '400'
    process.env.UPSTREAM_CATALOGUE_TIMEOUT_MS = '100'
    process.env.UPSTREAM_MONEY_TIMEOUT_MS = '700'
    resetEnvForTests()
    fetchMock.mockImplementation(hang)
  })
  afterAll(() => {
    delete process.env.UPSTREAM_TIMEOUT_MS
    delete process.env.UPSTREAM_CATALOGUE_TIMEOUT_MS
    delete process.env.UPSTREAM_MONEY_TIMEOUT_MS
    resetEnvForTests()
  })

  it('cuts catalogue reads short, gives money calls longer, and never repeats a timed-out call', async () => {
    // Another tenant per case: each has a circuit breaker of its own.
    const ctx = (id: string) => ({ tenant: testTenant(`limits${id}`), locale: 'en' as const })
    const catalogue = await timeOf(
      upstream(ctx('11'), { kind: 'catalogue', path: '/wps/c', schema: z.unknown() }),
    )
    const read = await timeOf(upstream(ctx('12'), { path: '/wps/r', schema: z.unknown() }))
    const money = await timeOf(
      upstream(ctx('13'), { kind: 'money', method: 'POST', path: '/wps/m', json: {}, schema: z.unknown() }),
    )
    expect(catalogue).toBeGreaterThanOrEqual(90)
    expect(catalogue).toBeLessThan(300)
    expect(read).toBeGreaterThanOrEqual(390)
    expect(read).toBeLessThan(700)
    expect(money).toBeGreaterThanOrEqual(690)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    await expect(
      upstream(ctx('14'), { kind: 'catalogue', path: '/wps/c', schema: z.unknown() }),
    ).rejects.toMatchObject({ code: 'upstream.timeout' })
  })

  it('ends every call but money ones at the deadline of the page it serves', async () => {
    const base = { tenant: testTenant('deadline'), locale: 'en' as const }
    const page = { ...base, deadline: Date.now() + 150 }
    const read = await timeOf(upstream(page, { path: '/wps/r', schema: z.unknown() }))
    expect(read).toBeLessThan(300)
    // Past the deadline nothing more is started.
    fetchMock.mockClear()
    await expect(upstream(page, { path: '/wps/r2', schema: z.unknown() })).rejects.toMatchObject({
      code: 'upstream.timeout',
    })
    expect(fetchMock).not.toHaveBeenCalled()
    const money = await timeOf(
      upstream(
        { tenant: testTenant('deadline-money'), locale: 'en', deadline: Date.now() + 50 },
        { kind: 'money', method: 'POST', path: '/wps/m', json: {}, schema: z.unknown() },
      ),
    )
    expect(money).toBeGreaterThanOrEqual(690)
  })

  it('does not count calls cut short by a page as failures of the platform', async () => {
    const tenantOfPages = testTenant('pages')
    for (let i = 0; i < 6; i++) {
      const page = { tenant: tenantOfPages, locale: 'en' as const, deadline: Date.now() + 20 }
      await expect(upstream(page, { path: '/wps/r', schema: z.unknown() })).rejects.toMatchObject({
        code: 'upstream.timeout',
      })
    }
    fetchMock.mockClear()
    fetchMock.mockResolvedValueOnce(ok(1))
    await expect(
      upstream({ tenant: tenantOfPages, locale: 'en' }, { path: '/wps/r', schema: z.number() }),
    ).resolves.toBe(1)
  })
})
