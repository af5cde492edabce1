import { env } from '@/lib/env'
import { log } from '@/lib/observability/log'
import { metrics } from '@/lib/observability/metrics'
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

// The shared store could not answer; limits that must not fall back (login) refuse the attempt.
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Shared limit store unavailable: ${(cause as Error)?.message ?? cause}`)
    this.name = 'StoreUnavailableError'
  }
}

// A store that falls back to process memory while Redis is unreachable: most limits keep working per
// instance instead of either failing every request or letting everything through. `strict` is the same
// store without the fallback, for the limits that fail closed (login: a per-instance count would let an
// attacker multiply their guesses by the number of instances).
export class FallbackStore implements LimitStore {
  private lastWarning = 0
  readonly strict: LimitStore

  constructor(
    private readonly primary: LimitStore,
    private readonly fallback: LimitStore,
  ) {
    const refuse = <T>(op: (store: LimitStore) => Promise<T>) =>
      op(this.primary).catch((error: unknown) => {
        this.warn(error, 'refusing the limits that fail closed')
        throw new StoreUnavailableError(error)
      })
    this.strict = {
      hit: (key, windowMs) => refuse((s) => s.hit(key, windowMs)),
      peek: (key) => refuse((s) => s.peek(key)),
      reset: (key) => refuse((s) => s.reset(key)),
      mark: (key, ttlMs) => refuse((s) => s.mark(key, ttlMs)),
      isMarked: (key) => refuse((s) => s.isMarked(key)),
    }
  }

  private warn(error: unknown, what: string): void {
    metrics().storeErrors.inc({ store: 'limits' })
    if (Date.now() - this.lastWarning > 60_000) {
      this.lastWarning = Date.now()
      log().warn({ err: (error as Error)?.message, store: 'redis' }, `rate-limit store down: ${what}`)
    }
  }

  private async run<T>(op: (store: LimitStore) => Promise<T>): Promise<T> {
    try {
      return await op(this.primary)
    } catch (error) {
      this.warn(error, 'counting in memory')
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

// 'strict' answers the shared store or throws StoreUnavailableError; without Redis both are memory.
export function limitStore(mode: 'fallback' | 'strict' = 'fallback'): LimitStore {
  if (!holder.__portalLimitStore) {
    const url = env().REDIS_URL
    holder.__portalLimitStore = url
      ? new FallbackStore(new RedisStore(url), new MemoryStore())
      : new MemoryStore()
  }
  const store = holder.__portalLimitStore
  return mode === 'strict' && store instanceof FallbackStore ? store.strict : store
}

export function setLimitStoreForTests(next: LimitStore | undefined): void {
  holder.__portalLimitStore = next
}
