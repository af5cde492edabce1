import { CircuitBreaker } from './breaker'

describe('circuit breaker', () => {
  let now = 0
  const breaker = () => new CircuitBreaker({ threshold: 3, cooldownMs: 1000, now: () => now })

  beforeEach(() => {
    now = 0
  })

  it('opens after consecutive failures and fails fast while cooling down', () => {
    const b = breaker()
    for (let i = 0; i < 3; i++) {
      b.before('u')
      b.failure('u')
    }
    expect(b.isOpen('u')).toBe(true)
    expect(() => b.before('u')).toThrow(
      expect.objectContaining({ code: 'upstream.circuit_open', status: 503 }),
    )
    // Another upstream is unaffected.
    expect(() => b.before('other')).not.toThrow()
  })

  it('lets one trial call through after the cooldown; success closes the circuit', () => {
    const b = breaker()
    for (let i = 0; i < 3; i++) b.failure('u')
    now = 1000
    expect(() => b.before('u')).not.toThrow()
    // A second caller while the trial is in flight still fails fast.
    expect(() => b.before('u')).toThrow()
    b.success('u')
    expect(b.isOpen('u')).toBe(false)
    expect(() => b.before('u')).not.toThrow()
  })

  it('reopens when the trial call fails', () => {
    const b = breaker()
    for (let i = 0; i < 3; i++) b.failure('u')
    now = 1500
    b.before('u')
    b.failure('u')
    expect(() => b.before('u')).toThrow()
    now = 2499
    expect(() => b.before('u')).toThrow()
    now = 2500
    expect(() => b.before('u')).not.toThrow()
  })

  it('a success in between resets the count', () => {
    const b = breaker()
    b.failure('u')
    b.failure('u')
    b.success('u')
    b.failure('u')
    b.failure('u')
    expect(b.isOpen('u')).toBe(false)
  })
})
