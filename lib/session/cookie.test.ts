import { sealData } from 'iron-session'
import { resetEnvForTests } from '@/lib/env'
import type { SessionMember } from '@/lib/types'
import { newSession, seal, sessionCookie, unseal } from './cookie'

const OLD = 'o'.repeat(40)
const NEW = 'n'.repeat(40)
const member: SessionMember = {
  id: '7',
  account: 'player01',
  userName: 'player01',
  nickname: 'Player One',
  type: 0,
  labels: [],
}
const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
const MIN = 60_000

function withEnv(vars: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  resetEnvForTests()
}

describe('session seal', () => {
  beforeEach(() =>
    withEnv({ SESSION_SECRETS: `2:${NEW},1:${OLD}`, SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '12' }),
  )
  afterAll(() =>
    withEnv({ SESSION_SECRETS: undefined, SESSION_IDLE_MINUTES: undefined, SESSION_MAX_HOURS: undefined }),
  )

  it('reads back what it sealed, with the newest secret', async () => {
    const data = newSession('solara', 'tok-123', member, T0)
    const value = await seal(data)
    expect(value.split('*')[1]).toBe('2')
    await expect(unseal(value, 'solara', T0 + MIN)).resolves.toEqual({ state: 'valid', data })
  })

  it('still opens sessions sealed with an older secret after a rotation', async () => {
    const data = newSession('solara', 'tok-123', member, T0)
    const old = await sealData(data, { password: { 1: OLD }, ttl: 13 * 3600 })
    expect(old.split('*')[1]).toBe('1')
    await expect(unseal(old, 'solara', T0 + MIN)).resolves.toMatchObject({ state: 'valid' })
  })

  it('treats a cookie sealed with a foreign secret, a tampered one or garbage as no session', async () => {
    const data = newSession('solara', 'tok-123', member, T0)
    const foreign = await sealData(data, { password: { 2: 'f'.repeat(40) }, ttl: 3600 })
    const good = await seal(data)
    const tampered = good.slice(0, -6) + (good.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA')
    for (const value of [foreign, tampered, 'not-a-seal', '']) {
      await expect(unseal(value, 'solara', T0)).resolves.toEqual({ state: 'invalid' })
    }
  })

  it('belongs to one tenant only', async () => {
    const value = await seal(newSession('solara', 'tok', member, T0))
    await expect(unseal(value, 'verdant', T0)).resolves.toEqual({ state: 'invalid' })
  })

  it('expires after the idle timeout counted from the last activity', async () => {
    const data = { ...newSession('solara', 'tok', member, T0), lastSeenAt: T0 + 60 * MIN }
    const value = await seal(data)
    await expect(unseal(value, 'solara', T0 + 89 * MIN)).resolves.toMatchObject({ state: 'valid' })
    await expect(unseal(value, 'solara', T0 + 90 * MIN)).resolves.toMatchObject({
      state: 'expired',
      reason: 'idle',
    })
  })

  it('expires at the absolute lifetime however active the session was', async () => {
    const data = { ...newSession('solara', 'tok', member, T0), lastSeenAt: T0 + 12 * 60 * MIN - MIN }
    const value = await seal(data)
    await expect(unseal(value, 'solara', T0 + 12 * 60 * MIN)).resolves.toMatchObject({
      state: 'expired',
      reason: 'absolute',
    })
  })

  it('follows SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', async () => {
    withEnv({ SESSION_IDLE_MINUTES: '5', SESSION_MAX_HOURS: '1' })
    const value = await seal(newSession('solara', 'tok', member, T0))
    await expect(unseal(value, 'solara', T0 + 5 * MIN)).resolves.toMatchObject({ reason: 'idle' })
  })

  it('writes an httpOnly, SameSite=Lax cookie, __Host- and Secure over https', async () => {
    const data = newSession('solara', 'tok', member, T0)
    const secure = await sessionCookie(data, true, T0)
    expect(secure).toMatchObject({
      name: '__Host-portal',
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
    })
    expect(secure.maxAge).toBe(12 * 3600)
    const plain = await sessionCookie(data, false, T0 + 3600_000)
    expect(plain).toMatchObject({ name: 'portal-session', secure: false })
    expect(plain.maxAge).toBe(11 * 3600)
  })

  it('refuses malformed SESSION_SECRETS', async () => {
    withEnv({ SESSION_SECRETS: '1:short' })
    await expect(seal(newSession('solara', 'tok', member, T0))).rejects.toThrow(/SESSION_SECRETS/)
    withEnv({ SESSION_SECRETS: `x:${NEW}` })
    await expect(seal(newSession('solara', 'tok', member, T0))).rejects.toThrow(/SESSION_SECRETS/)
  })
})
