import type { LimitStore } from './store'

const PRUNE_EVERY = 1000

// One process's counters. Expired entries are dropped lazily and swept every thousand writes so the map
// cannot grow without bound under a flood of distinct keys.
export class MemoryStore implements LimitStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>()
  private readonly marks = new Map<string, number>()
  private writes = 0

  constructor(private readonly now: () => number = Date.now) {}

  private sweep(): void {
    if (++this.writes % PRUNE_EVERY !== 0) return
    const now = this.now()
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key)
    for (const [key, until] of this.marks) if (until <= now) this.marks.delete(key)
  }

  async hit(key: string, windowMs: number) {
    const now = this.now()
    const entry = this.counters.get(key)
    if (!entry || entry.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs }
      this.counters.set(key, fresh)
      this.sweep()
      return { ...fresh }
    }
    entry.count += 1
    return { ...entry }
  }

  async peek(key: string) {
    const entry = this.counters.get(key)
    if (!entry || entry.resetAt <= this.now()) return { count: 0, resetAt: this.now() }
    return { ...entry }
  }

  async reset(key: string) {
    this.counters.delete(key)
  }

  async mark(key: string, ttlMs: number) {
    this.marks.set(key, this.now() + ttlMs)
    this.sweep()
  }

  async isMarked(key: string) {
    const until = this.marks.get(key)
    if (until === undefined) return false
    if (until <= this.now()) {
      this.marks.delete(key)
      return false
    }
    return true
  }
}
