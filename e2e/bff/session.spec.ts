import { expect, test } from '@playwright/test'
import {
  body,
  client,
  login,
  loginOk,
  openSeal,
  platformAcceptsToken,
  sessionCookie,
  signedInPlayer,
  withCookie,
} from './support'
import { registerAccount } from '../support/accounts'

test.describe('BFF sessions', () => {
  test('login seals a session in an httpOnly cookie and answers only the member view', async ({
    playwright,
  }) => {
    const { api } = await client(playwright)
    const before = await body(await api.get('/api/session'))
    expect(before).toEqual({ ok: true, data: null })

    const res = await loginOk(api, 'player01', 'Player#2026')
    const setCookie = res.headers()['set-cookie'] ?? ''
    expect(setCookie).toMatch(/^portal-session=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const json = await body<{
      ok: true
      data: { member: Record<string, unknown>; mustChangePassword: boolean }
    }>(res)
    expect(json.data.member).toMatchObject({
      account: 'player01',
      nickname: 'Player One',
      isTrial: false,
      isAgent: false,
    })
    expect(json.data.mustChangePassword).toBe(false)

    const sealed = await openSeal((await sessionCookie(api)) ?? '')
    expect(JSON.stringify(json)).not.toContain(sealed.token)

    const session = await body<{ data: { account: string } }>(await api.get('/api/session'))
    expect(session.data.account).toBe('player01')
    const balance = await api.get('/api/wallet/balance')
    expect(balance.status()).toBe(200)
    const money = await body<{ data: { totalMinor: number; currency: { code: string } } }>(balance)
    expect(Number.isInteger(money.data.totalMinor)).toBe(true)
    expect(money.data.currency.code).toBe('BRL')
  })

  test('wrong credentials get one neutral answer, whether or not the account exists', async ({
    playwright,
  }) => {
    const { api } = await client(playwright)
    const { username } = await registerAccount(api)
    const wrongPassword = await login(api, username, 'not-the-password')
    const noAccount = await login(api, 'nobody-here-42', 'not-the-password')
    expect(wrongPassword.status()).toBe(401)
    expect(noAccount.status()).toBe(401)
    const [a, b] = [await body(wrongPassword), await body(noAccount)]
    expect(a.error).toEqual(b.error)
    expect(a.error).toMatchObject({ code: 'login_failed', message: 'Usuário ou senha incorretos.' })
    expect(await sessionCookie(api)).toBeUndefined()
  })

  test('the error message follows the page language', async ({ playwright }) => {
    const { api } = await client(playwright)
    const { username } = await registerAccount(api)
    const res = await login(api, username, 'nope', {}, { 'x-portal-locale': 'en' })
    expect((await body(res)).error).toMatchObject({ message: 'Incorrect username or password.' })
  })

  test('bad input is refused with the fields named, before the platform is asked', async ({ playwright }) => {
    const { api } = await client(playwright)
    const res = await api.post('/api/auth/login', { data: { type: 'username', username: '' } })
    expect(res.status()).toBe(422)
    expect((await body(res)).error).toMatchObject({
      code: 'invalid_input',
      fields: { username: 'required', password: 'required' },
    })
  })

  test('member calls need a session, and a trial account is told it needs a real one', async ({
    playwright,
  }) => {
    const { api } = await client(playwright)
    const anonymous = await api.get('/api/wallet/balance')
    expect(anonymous.status()).toBe(401)
    expect((await body(anonymous)).error).toMatchObject({ code: 'unauthenticated' })

    const trial = await api.post('/api/auth/free-play')
    expect(trial.status(), await trial.text()).toBe(200)
    expect(
      (await body<{ data: { member: { isTrial: boolean; type: number } } }>(trial)).data.member,
    ).toMatchObject({
      isTrial: true,
      type: 4,
    })
    expect((await api.get('/api/wallet/balance')).status()).toBe(200)
    const contracts = await api.get('/api/member/contracts')
    expect(contracts.status()).toBe(403)
    expect((await body(contracts)).error).toMatchObject({ code: 'trial_account' })
  })

  test('logout revokes the token upstream, clears the cookie, and an old copy no longer works', async ({
    playwright,
  }) => {
    const { api, cookie: copy } = await signedInPlayer(playwright)
    const { token } = await openSeal(copy)
    expect(await platformAcceptsToken(token)).toBe(true)

    const out = await api.post('/api/auth/logout')
    expect(out.status()).toBe(200)
    expect(out.headers()['set-cookie']).toMatch(/portal-session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i)
    expect(await sessionCookie(api)).toBeUndefined()
    expect(await platformAcceptsToken(token)).toBe(false)

    const replay = await withCookie(playwright, copy)
    const balance = await replay.get('/api/wallet/balance')
    expect(balance.status()).toBe(401)
    expect((await body(balance)).error).toMatchObject({ code: 'session_expired' })
    expect(balance.headers()['set-cookie']).toMatch(/portal-session=;/)
    const again = await withCookie(playwright, copy)
    expect(await body(await again.get('/api/session'))).toEqual({ ok: true, data: null })
  })

  test('an agent reaches agent calls, a player does not', async ({ playwright }) => {
    const { api } = await client(playwright)
    await loginOk(api, 'agent01', 'Agent#2026')
    const session = await body<{ data: { isAgent: boolean } }>(await api.get('/api/session'))
    expect(session.data.isAgent).toBe(true)
    const contracts = await api.get('/api/member/contracts')
    expect(contracts.status()).toBe(200)
    expect((await body<{ data: Record<string, boolean> }>(contracts)).data).toEqual({
      dailySalary: expect.any(Boolean),
      dividend: expect.any(Boolean),
      hourlySalary: expect.any(Boolean),
      realtimeSalary: expect.any(Boolean),
    })
  })

  test('a default password must be changed before anything else', async ({ playwright }) => {
    const { api } = await client(playwright)
    const res = await loginOk(api, 'newbie01', 'Welcome#01')
    expect((await body<{ data: { mustChangePassword: boolean } }>(res)).data.mustChangePassword).toBe(true)
    const balance = await api.get('/api/wallet/balance')
    expect(balance.status()).toBe(403)
    expect((await body(balance)).error).toMatchObject({ code: 'password_change_required' })
    const session = await body<{ data: { mustChangePassword: boolean } }>(await api.get('/api/session'))
    expect(session.data.mustChangePassword).toBe(true)
  })
})
