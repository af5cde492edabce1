import { handoverMayWait, signedInTarget } from './signed-in-pages'

const player = { isTrial: false, mustChangePassword: false }

describe('signedInTarget', () => {
  it('sends a signed-in player from the login page where they were going, on this site only', () => {
    expect(signedInTarget('/login', player)).toBe('/')
    expect(signedInTarget('/login', player, '/en/promotions?tab=2')).toBe('/en/promotions?tab=2')
    expect(signedInTarget('/login', player, '//evil.example/x')).toBe('/')
    expect(signedInTarget('/login', player, '/\t/evil.example')).toBe('/')
  })

  it('keeps the login page for a password change that is still due', () => {
    expect(signedInTarget('/login', { ...player, mustChangePassword: true }, '/en/help')).toBeNull()
  })

  it('sends a real account home from registration, and lets a demo account register', () => {
    expect(signedInTarget('/register', player)).toBe('/')
    expect(signedInTarget('/register', { ...player, isTrial: true })).toBeNull()
  })

  it('leaves every other page alone', () => {
    expect(signedInTarget('/', player)).toBeNull()
    expect(signedInTarget('/promotions', player)).toBeNull()
  })
})

describe('handoverMayWait', () => {
  const jar =
    (...names: string[]) =>
    (name: string) =>
      names.includes(name)
  it('sees the hand-over cookie over HTTP and, with its prefix, over HTTPS', () => {
    expect(handoverMayWait(jar('portal-handover'))).toBe(true)
    expect(handoverMayWait(jar('__Host-portal-handover'))).toBe(true)
  })
  it('finds none beside the session cookie alone', () => {
    expect(handoverMayWait(jar('__Host-portal', 'portal-session'))).toBe(false)
  })
})
