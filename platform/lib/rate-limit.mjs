// @ts-check
// In-memory sliding windows keyed by string: request rate limits, resend blocks, failure counts.
// Kept in memory on purpose: they protect a running process and reset with it.

const RETENTION_MS = 60 * 60 * 1000
const PRUNE_AT_KEYS = 50_000

export class SlidingWindows {
  /** @param {() => number} now */
  constructor(now) {
    this.now = now
    /** @type {Map<string, number[]>} */
    this.events = new Map()
  }

  /**
   * @param {string} key
   * @param {number} windowMs
   */
  count(key, windowMs) {
    const since = this.now() - windowMs
    return (this.events.get(key) ?? []).filter((at) => at > since).length
  }

  /** @param {string} key */
  add(key) {
    const at = this.now()
    const list = (this.events.get(key) ?? []).filter((stamp) => stamp > at - RETENTION_MS)
    list.push(at)
    this.events.set(key, list)
    if (this.events.size > PRUNE_AT_KEYS) this.#prune(at)
  }

  /**
   * Records an event if fewer than `limit` happened in the window.
   * @param {string} key
   * @param {number} limit
   * @param {number} windowMs
   * @returns {{ allowed: boolean, retryAfterMs: number }}
   */
  take(key, limit, windowMs) {
    const since = this.now() - windowMs
    const recent = (this.events.get(key) ?? []).filter((at) => at > since)
    if (recent.length >= limit) {
      const oldest = recent[recent.length - limit] ?? this.now()
      return { allowed: false, retryAfterMs: Math.max(0, oldest + windowMs - this.now()) }
    }
    this.add(key)
    return { allowed: true, retryAfterMs: 0 }
  }

  /** @param {string} key */
  delete(key) {
    this.events.delete(key)
  }

  clear() {
    this.events.clear()
  }

  /** @param {number} at */
  #prune(at) {
    for (const [key, list] of this.events) {
      if (!list.some((stamp) => stamp > at - RETENTION_MS)) this.events.delete(key)
    }
  }
}
