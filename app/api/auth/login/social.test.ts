import { NextRequest } from 'next/server'
import { MemoryStore } from '@/lib/rate-limit/memory-store'
import { setLimitStoreForTests } from '@/lib/rate-limit/store'
import { UpstreamError } from '@/lib/upstream/errors'

// Sign-in with Google or Facebook at the BFF: what /api/auth/login accepts, on which tenants, and what
// reaches the platform. phone.localhost (config/tenants.json) switches both providers on; localhost
// has no Firebase keys at all.

jest.mock('@/lib/session', () => ({
  readSession: async () => ({ session: null, state: 'none', now: 1000, https: false }),
  endSession: async () => undefined,
  touchSession: async () => undefined,
  memberView: (m: object) => m,
}))

jest.mock('@/lib/upstream/catalogue', () => ({
  getSiteStatus: async () => ({ features: { smsLogin: true, directRegistration: true } }),
}))

const login = jest.fn()
jest.mock('@/lib/upstream/auth', () => ({
  login: (...args: unknown[]) => login(...args),
  registerSettings: async () => ({}),
  countryCodes: async () => [{ countryCode: 'BR', dialingCode: '55' }],
}))

const signIn = jest.fn()
jest.mock('@/lib/session/sign-in', () => ({ signIn: (...args: unknown[]) => signIn(...args) }))

// Imported after the mocks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { POST } = require('./route') as typeof import('./route')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const settings = require('../register-settings/route') as typeof import('../register-settings/route')

function post(host: string, body: unknown) {
  const origin = `http://${host}`
  return new NextRequest(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { host, origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function call(req: NextRequest) {
  const res = await POST(req)
  return { status: res.status, body: await res.json() }
}

const PHONE = 'phone.localhost:3000'
const PLAIN = 'localhost:3000'
const member = { id: '7', userName: 'carla1234' }

beforeEach(() => {
  setLimitStoreForTests(new MemoryStore())
  login.mockReset()
  signIn.mockReset()
  signIn.mockResolvedValue(member)
})

describe('POST /api/auth/login with Google or Facebook', () => {
  it('signs in with the id token on a tenant offering the provider, first login and no password change', async () => {
    login.mockResolvedValue({ token: 'upstream-token', firstTimeLogin: true, mustChangePassword: false })
    const res = await call(post(PHONE, { type: 'firebase', channel: 'google', firebaseIdToken: ' a.b.c ' }))
    expect(res).toEqual({
      status: 200,
      body: { ok: true, data: { member, firstTimeLogin: true, mustChangePassword: false } },
    })
    expect(login).toHaveBeenCalledTimes(1)
    expect(login.mock.calls[0][1]).toEqual({ type: 'google', firebaseIdToken: 'a.b.c', domain: PHONE })
    expect(signIn).toHaveBeenCalledWith(expect.anything(), 'upstream-token', {
      mustChangePassword: false,
      firstLogin: true,
    })

    login.mockResolvedValue({ token: 'second-token', firstTimeLogin: false, mustChangePassword: false })
    const facebook = await call(
      post(PHONE, { type: 'firebase', channel: 'facebook', firebaseIdToken: 'd.e.f' }),
    )
    expect(facebook.status).toBe(200)
    expect(login.mock.calls[1][1]).toEqual({ type: 'facebook', firebaseIdToken: 'd.e.f', domain: PHONE })
  })

  it('refuses a provider the tenant does not offer with feature_disabled, before the platform', async () => {
    const res = await call(post(PLAIN, { type: 'firebase', channel: 'google', firebaseIdToken: 'a.b.c' }))
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ ok: false, error: { code: 'feature_disabled' } })
    expect(res.body.error.message).toEqual(expect.any(String))
    expect(login).not.toHaveBeenCalled()
  })

  it('refuses unknown channels, a missing token and an oversized one as invalid input', async () => {
    for (const body of [
      { type: 'firebase', channel: 'twitter', firebaseIdToken: 'a.b.c' },
      { type: 'firebase', channel: 'google' },
      { type: 'firebase', channel: 'google', firebaseIdToken: '   ' },
      { type: 'firebase', channel: 'google', firebaseIdToken: 'x'.repeat(4097) },
    ]) {
      const res = await call(post(PHONE, body))
      expect(res.status).toBe(422)
      expect(res.body.error.code).toBe('invalid_input')
    }
    expect(login).not.toHaveBeenCalled()
  })

  it("passes the platform's refusals on in the Portal's terms", async () => {
    login.mockRejectedValueOnce(new UpstreamError('login.failed', 400, 'refused'))
    const refused = await call(post(PHONE, { type: 'firebase', channel: 'google', firebaseIdToken: 'a.b.c' }))
    expect(refused.status).toBe(401)
    expect(refused.body.error.code).toBe('login_failed')
    login.mockRejectedValueOnce(new UpstreamError('function.not.available', 403, 'closed'))
    const closed = await call(post(PHONE, { type: 'firebase', channel: 'google', firebaseIdToken: 'a.b.c' }))
    expect(closed.status).toBe(403)
    expect(closed.body.error.code).toBe('feature_disabled')
    expect(signIn).not.toHaveBeenCalled()
  })
})

describe('GET /api/auth/register-settings', () => {
  async function read(host: string) {
    const res = await settings.GET(
      new NextRequest(`http://${host}/api/auth/register-settings`, { headers: { host } }),
    )
    return (await res.json()).data as { social: unknown; firebase: unknown }
  }

  it('names the providers a tenant offers, none without Firebase', async () => {
    expect((await read(PHONE)).social).toEqual({ google: true, facebook: true })
    const plain = await read(PLAIN)
    expect(plain.social).toEqual({ google: false, facebook: false })
    expect(plain.firebase).toBeNull()
  })
})
