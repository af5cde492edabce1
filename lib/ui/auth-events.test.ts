/**
 * @jest-environment jsdom
 */
import { onAuthFlow, openSignInFor, rememberAfterSignIn, takeAfterSignIn, type AuthFlow } from './auth-events'

describe('the wish a visitor leaves for after the login', () => {
  beforeEach(() => sessionStorage.clear())

  it('opens the login dialog carrying the wish, and only a host can take it', () => {
    expect(openSignInFor('chat')).toBe(false)
    const seen: AuthFlow[] = []
    const stop = onAuthFlow((flow) => seen.push(flow))
    expect(openSignInFor('chat')).toBe(true)
    stop()
    expect(seen).toEqual([{ kind: 'login', then: 'chat' }])
  })

  it('is taken once after a successful login, and never without one', () => {
    expect(takeAfterSignIn('chat')).toBe(false)
    rememberAfterSignIn('chat')
    expect(takeAfterSignIn('chat')).toBe(true)
    expect(takeAfterSignIn('chat')).toBe(false)
  })
})
