import { env } from '@/lib/env'
import { MemoryStore } from './memory-store'
import { RedisStore } from './redis-store'

// Counters with a fixed window, and marks with a lifetime. Several Portal instances share them through
// Redis when REDIS_URL is set, so that limits and session revocations hold across the fleet.
export interface LimitStore {
  // Adds one to the counter of `key` and tells the count in the current window and when it ends.
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>
  peek(key: string): Promise<{ count: number; resetAt: number }>
  reset(key: string): Promise<void>
  mark(key: string, ttlMs: number): Promise<void>
  isMarked(key: string): Promise<boolean>
}

// A store that falls back to process memory while Redis is unreachable: limits keep working per
// instance instead of either failing every request or letting everything through.
export class FallbackStore implements LimitStore {
  private lastWarning = 0

  constructor(
    private readonly primary: LimitStore,
    private readonly fallback: LimitStore,
  ) {}

  private async run<T>(op: (store: LimitStore) => Promise<T>): Promise<T> {
    try {
      return await op(this.primary)
    } catch (error) {
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now()
        console.warn(`[rate-limit] Redis unavailable, counting in memory: ${(error as Error).message}`)
      }
      return op(this.fallback)
    }
  }

  hit(key: string, windowMs: number) {
    return this.run((s) => s.hit(key, windowMs))
  }
  peek(key: string) {
    return this.run((s) => s.peek(key))
  }
  reset(key: string) {
    return this.run((s) => s.reset(key))
  }
  mark(key: string, ttlMs: number) {
    return this.run((s) => s.mark(key, ttlMs))
  }
  isMarked(key: string) {
    return this.run((s) => s.isMarked(key))
  }
}

// The proxy and the route handlers are bundled separately but run in one process; keeping the store on
// globalThis makes them count and revoke in the same place.
const holder = globalThis as typeof globalThis & { __portalLimitStore?: LimitStore }

export function limitStore(): LimitStore {
  if (!holder.__portalLimitStore) {
    const url = env().REDIS_URL
    holder.__portalLimitStore = url
      ? new FallbackStore(new RedisStore(url), new MemoryStore())
      : new MemoryStore()
  }
  return holder.__portalLimitStore
}

export function setLimitStoreForTests(next: LimitStore | undefined): void {
  holder.__portalLimitStore = next
}
