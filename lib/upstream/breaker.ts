import { TRANSPORT_ERRORS, UpstreamError } from './errors'

// A circuit breaker per upstream base URL. After `threshold` consecutive transient failures the circuit
// opens and calls fail at once for `cooldownMs` (sparing a struggling platform and the player's wait);
// then one trial call is let through, and its outcome closes or reopens the circuit.
export type BreakerOptions = { threshold: number; cooldownMs: number; now?: () => number }

type State = { failures: number; openedAt: number | null; trialInFlight: boolean }

export class CircuitBreaker {
  private readonly states = new Map<string, State>()
  private readonly now: () => number

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now
  }

  private state(key: string): State {
    let state = this.states.get(key)
    if (!state) {
      state = { failures: 0, openedAt: null, trialInFlight: false }
      this.states.set(key, state)
    }
    return state
  }

  // Throws when the circuit is open; otherwise the call may go ahead.
  before(key: string): void {
    const state = this.state(key)
    if (state.openedAt === null) return
    const waited = this.now() - state.openedAt
    if (waited < this.options.cooldownMs || state.trialInFlight) {
      throw new UpstreamError(TRANSPORT_ERRORS.circuitOpen, 503, 'Upstream circuit open')
    }
    state.trialInFlight = true
  }

  success(key: string): void {
    const state = this.state(key)
    state.failures = 0
    state.openedAt = null
    state.trialInFlight = false
  }

  failure(key: string): void {
    const state = this.state(key)
    state.failures += 1
    if (state.trialInFlight || state.failures >= this.options.threshold) state.openedAt = this.now()
    state.trialInFlight = false
  }

  // A call that ended without saying anything about the platform's health (e.g. a business error).
  neutral(key: string): void {
    const state = this.state(key)
    if (state.trialInFlight) this.success(key)
  }

  isOpen(key: string): boolean {
    return this.state(key).openedAt !== null
  }
}
