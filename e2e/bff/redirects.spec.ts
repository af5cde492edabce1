import { expect, test } from '@playwright/test'
import { body, client, loginOk, openSeal, platformAcceptsToken, sessionCookie } from './support'
import { platformTrialToken } from '../shell/helpers'

const DEAD_TOKEN = 'aaaaaaaaaaaaaaaaaaaa'
const handOver = (token: string, next?: string) =>
  `/api/auth/token-login?token=${encodeURIComponent(token)}${next === undefined ? '' : `&next=${next}`}`

test.describe('redirect targets and hand-over links', () => {
  test('a return path never leads off the site, however it is spelt', async ({ playwright }) => {
    const { api } = await client(playwright)
    for (const next of [
      '%2F%09%2Fevil.example',
      '%2F%0A%2Fevil.example',
      '%2F%5Cevil.example',
      '%2F%2Fevil.example',
      '/..//evil.example',
      '%2F..%2F%2Fevil.example',
      '%2F.%2F%2Fevil.example',
      '%2Fen%2F..%2F..%2F%2Fevil.example',
    ]) {
      const res = await api.get(handOver(DEAD_TOKEN, next), { maxRedirects: 0 })
      expect(res.status(), next).toBe(303)
      expect(res.headers().location, next).toBe('/')
    }
    await loginOk(api, 'player01', 'Player#2026')
    // The signed-in login page sends the player on (a streamed redirect), never to another host.
    const login = await api.get('/en/login?next=%2F%09%2Fevil.example', { maxRedirects: 0 })
    expect(login.status()).toBeLessThan(500)
    const html = await login.text()
    const targets = [
      login.headers().location,
      ...[...html.matchAll(/NEXT_REDIRECT;\w+;([^;"]*);/g)].map((match) => match[1]),
      ...[...html.matchAll(/http-equiv="refresh" content="\d+;url=([^"]*)"/g)].map((match) => match[1]),
    ].filter((target): target is string => !!target)
    expect(targets.length).toBeGreaterThan(0)
    for (const target of targets) expect(target).not.toContain('evil.example')
  })

  test('odd input gets a 4xx or a safe redirect, never a 500', async ({ playwright }) => {
    const { api } = await client(playwright)
    const emoji = await api.get(handOver('\u{1F600}'.repeat(80)), { maxRedirects: 0 })
    expect(emoji.status()).toBe(422)
    expect((await body(emoji)).error).toMatchObject({ code: 'invalid_input' })
    const newline = await api.get(handOver(DEAD_TOKEN, '%2F%0A%2Fx'), { maxRedirects: 0 })
    expect(newline.status()).toBe(303)
    expect(newline.headers().location).toBe('/')
    const ideographic = await api.get(handOver(DEAD_TOKEN, '%2F%E3%80%82x'), { maxRedirects: 0 })
    expect(ideographic.status()).toBe(303)
    expect(ideographic.headers().location).toBe('/%E3%80%82x')
  })

  test('a hand-over token is taken only from a top-level navigation', async ({ playwright }) => {
    const { api } = await client(playwright)
    const token = await platformTrialToken('SOL1')
    for (const headers of [
      { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' },
      { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
    ]) {
      const res = await api.get(handOver(token, '%2F'), { maxRedirects: 0, headers })
      expect(res.status()).toBe(403)
    }
    expect(await sessionCookie(api)).toBeUndefined()
  })

  test('a guest is signed in without a question only from a link on this site', async ({ playwright }) => {
    const navigation = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }
    // From another site, from outside any page (`none`), or from a browser that does not say: asked.
    for (const site of ['cross-site', 'none', undefined]) {
      const { api } = await client(playwright)
      const token = await platformTrialToken('SOL1')
      const headers = site ? { ...navigation, 'sec-fetch-site': site } : navigation
      const res = await api.get(handOver(token, '%2Fen%2Fhelp'), { maxRedirects: 0, headers })
      expect(res.status(), site).toBe(303)
      expect(res.headers().location, site).toBe('/en/handover')
      expect(await sessionCookie(api), site).toBeUndefined()
      // The question names the account, and the visitor's answer is the only way in.
      const page = await api.get('/en/handover')
      expect(await page.text()).toContain('Sign in with this link?')
      const declined = await api.post('/api/auth/handover', { data: { choice: 'keep' } })
      expect((await body(declined)).data).toEqual({ next: '/en/help' })
      expect(await sessionCookie(api)).toBeUndefined()
      expect(await platformAcceptsToken(token)).toBe(false)
      await api.dispose()
    }
    // A link on one of this site's pages signs in at once.
    const { api } = await client(playwright)
    const token = await platformTrialToken('SOL1')
    const res = await api.get(handOver(token, '%2Fen%2Fhelp'), {
      maxRedirects: 0,
      headers: { ...navigation, 'sec-fetch-site': 'same-origin' },
    })
    expect(res.headers().location).toBe('/en/help')
    expect((await openSeal((await sessionCookie(api)) ?? '')).token).toBe(token)
  })

  test('a guest who accepts the question is signed in as the link says', async ({ playwright }) => {
    const { api } = await client(playwright)
    const token = await platformTrialToken('SOL1')
    await api.get(handOver(token, '%2F..%2F%2Fevil.example'), { maxRedirects: 0 })
    const accepted = await api.post('/api/auth/handover', { data: { choice: 'switch' } })
    expect(accepted.status(), await accepted.text()).toBe(200)
    expect((await body(accepted)).data).toEqual({ next: '/' })
    expect((await openSeal((await sessionCookie(api)) ?? '')).token).toBe(token)
  })

  test('a hand-over link never replaces a session silently', async ({ playwright }) => {
    const { api } = await client(playwright)
    await loginOk(api, 'player01', 'Player#2026')
    const before = await openSeal((await sessionCookie(api)) ?? '')
    const foreign = await platformTrialToken('SOL1')

    const res = await api.get(handOver(foreign, '%2Fen%2Fhelp'), {
      maxRedirects: 0,
      headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' },
    })
    expect(res.status()).toBe(303)
    expect(res.headers().location).toBe('/en/handover')
    // Still the same session, and its token still works.
    const during = await openSeal((await sessionCookie(api)) ?? '')
    expect(during.sid).toBe(before.sid)
    expect(await platformAcceptsToken(before.token)).toBe(true)

    // Another site cannot answer for the visitor.
    const forged = await api.post('/api/auth/handover', {
      data: { choice: 'switch' },
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.status()).toBe(403)

    // Staying keeps the session, ends the link's token and answers where to go.
    const kept = await api.post('/api/auth/handover', { data: { choice: 'keep' } })
    expect(kept.status()).toBe(200)
    expect((await body(kept)).data).toEqual({ next: '/en/help' })
    expect((await openSeal((await sessionCookie(api)) ?? '')).sid).toBe(before.sid)
    expect(await platformAcceptsToken(foreign)).toBe(false)
    // The answer is spent.
    expect((await api.post('/api/auth/handover', { data: { choice: 'switch' } })).status()).toBe(404)
  })

  test('switching takes the account of the link and ends the one before', async ({ playwright }) => {
    const { api } = await client(playwright)
    await loginOk(api, 'player01', 'Player#2026')
    const before = await openSeal((await sessionCookie(api)) ?? '')
    const foreign = await platformTrialToken('SOL1')
    await api.get(handOver(foreign, '%2F'), { maxRedirects: 0 })
    const switched = await api.post('/api/auth/handover', { data: { choice: 'switch' } })
    expect(switched.status(), await switched.text()).toBe(200)
    const after = await openSeal((await sessionCookie(api)) ?? '')
    expect(after.token).toBe(foreign)
    expect(after.member.account).not.toBe('player01')
    expect(await platformAcceptsToken(before.token)).toBe(false)
  })
})
