import { expect, test } from '@playwright/test'
import { body, captchaAnswer, client, login } from './support'
import { registerAccount } from '../support/accounts'

test.describe('brute force on one account', () => {
  test('captcha first, then slower answers, and never a lock-out of the owner', async ({ playwright }) => {
    test.setTimeout(60_000)
    const owner = await client(playwright)
    const account = await registerAccount(owner.api)
    const attacker = await client(playwright)

    // Three wrong passwords: the platform now wants the captcha, and says so.
    const failures = []
    for (let i = 0; i < 3; i++) failures.push(await login(attacker.api, account.username, `guess-${i}`))
    for (const res of failures) expect(res.status()).toBe(401)
    expect((await body(failures[2]!)).error).toMatchObject({ code: 'login_failed', captcha: true })

    // Without a captcha the attempts keep failing, and count against the account …
    for (let i = 0; i < 2; i++) {
      const res = await login(attacker.api, account.username, `guess-more-${i}`)
      expect(res.status()).toBe(400)
      expect((await body(res)).error).toMatchObject({ code: 'captcha_invalid', captcha: true })
    }
    // … until the account's limit escalates: no 429, but a captcha demanded up front and answers that
    // come slower with every attempt.
    const timings: number[] = []
    for (let i = 0; i < 2; i++) {
      const started = Date.now()
      const res = await login(attacker.api, account.username, `guess-final-${i}`)
      timings.push(Date.now() - started)
      expect(res.status()).toBe(400)
      expect((await body(res)).error).toMatchObject({ code: 'captcha_required', captcha: true })
    }
    expect(timings[0]).toBeGreaterThanOrEqual(450)
    expect(timings[1]).toBeGreaterThanOrEqual(950)

    // The owner, from another address and at once, answers the captcha and is in.
    const captcha = await owner.api.get('/api/auth/captcha')
    expect(captcha.status()).toBe(200)
    expect((await body<{ data: { image: string } }>(captcha)).data.image).toMatch(/^data:image\/png;base64,/)
    const state = await owner.api.storageState()
    const captchaCookie = state.cookies.find((c) => c.name === 'portal-captcha')
    expect(captchaCookie?.httpOnly).toBe(true)
    const answer = await captchaAnswer(captchaCookie?.value ?? '')

    const ok = await login(owner.api, account.username, account.password, { captcha: answer })
    expect(ok.status(), await ok.text()).toBe(200)
    expect((await body<{ data: { member: { account: string } } }>(ok)).data.member.account).toBe(
      account.username,
    )
  })

  test('a captcha answers one attempt only', async ({ playwright }) => {
    const { api } = await client(playwright)
    await api.get('/api/auth/captcha')
    const state = await api.storageState()
    const cookie = state.cookies.find((c) => c.name === 'portal-captcha')?.value ?? ''
    const answer = await captchaAnswer(cookie)
    const account = await registerAccount(api)
    await login(api, account.username, 'wrong', { captcha: answer })
    // The Portal consumed its captcha cookie with that attempt.
    const after = await api.storageState()
    expect(after.cookies.find((c) => c.name === 'portal-captcha' && c.value !== '')).toBeUndefined()
  })
})
