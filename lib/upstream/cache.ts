import 'server-only'
import { env } from '@/lib/env'
import { log } from '@/lib/observability/log'
import { metrics } from '@/lib/observability/metrics'
import { ready, redisConnection } from '@/lib/redis/client'

// Public catalogue data (status, banners, vendors, hot games) changes rarely and is the same for every
// visitor of a tenant and locale. It is served from memory for `ttlMs`; when a refresh fails, the last
// good value keeps being served for up to `staleMs` (stale-if-error). Personal data never goes here.
// With REDIS_URL set, a copy lives in Redis too, so that a fleet of Portals asks the platform once per
// TTL rather than once per instance, and a fresh instance starts warm. Redis is only ever a shortcut:
// when it fails the platform is asked, with a log line, and nothing else changes (fail open).
type Entry = { value: unknown; storedAt: number }

const entries = new Map<string, Entry>()
const inFlight = new Map<string, Promise<unknown>>()
const MAX_ENTRIES = 2000
const REDIS_KEY = (key: string) => `portal:cat:${key}`
let lastWarning = 0

function redisDown(error: unknown): void {
  metrics().cache.inc({ tier: 'redis', result: 'error' })
  metrics().storeErrors.inc({ store: 'cache' })
  if (Date.now() - lastWarning > 60_000) {
    lastWarning = Date.now()
    log().warn(
      { err: (error as Error)?.message, store: 'redis' },
      'catalogue cache: Redis down, reading the platform',
    )
  }
}

async function fromRedis(key: string): Promise<Entry | undefined> {
  const url = env().REDIS_URL
  if (!url) return undefined
  try {
    const text = await (await ready(redisConnection(url))).get(REDIS_KEY(key))
    return text ? (JSON.parse(text) as Entry) : undefined
  } catch (error) {
    redisDown(error)
    return undefined
  }
}

function toRedis(key: string, entry: Entry, lifetimeMs: number): void {
  const url = env().REDIS_URL
  if (!url || lifetimeMs <= 0) return
  ready(redisConnection(url))
    .then((redis) => redis.set(REDIS_KEY(key), JSON.stringify(entry), 'PX', Math.ceil(lifetimeMs)))
    .catch(redisDown)
}

function remember(key: string, entry: Entry): void {
  if (entries.size >= MAX_ENTRIES && !entries.has(key)) entries.delete(entries.keys().next().value as string)
  entries.set(key, entry)
}

export async function cachedRead<T>(
  key: string,
  loader: () => Promise<T>,
  { ttlMs, staleMs = env().CATALOGUE_STALE_SECONDS * 1000 }: { ttlMs: number; staleMs?: number },
): Promise<T> {
  const hit = entries.get(key)
  if (hit && Date.now() - hit.storedAt < ttlMs) {
    metrics().cache.inc({ tier: 'memory', result: 'hit' })
    return hit.value as T
  }

  const pending = inFlight.get(key)
  if (pending) return pending as Promise<T>

  const load = (async () => {
    const shared = await fromRedis(key)
    if (shared && Date.now() - shared.storedAt < ttlMs) {
      metrics().cache.inc({ tier: 'redis', result: 'hit' })
      remember(key, shared)
      return shared.value as T
    }
    metrics().cache.inc({ tier: env().REDIS_URL ? 'redis' : 'memory', result: 'miss' })
    try {
      const value = await loader()
      const entry = { value, storedAt: Date.now() }
      remember(key, entry)
      toRedis(key, entry, ttlMs + staleMs)
      return value
    } catch (error) {
      const last = [hit, shared].filter((e): e is Entry => !!e).sort((a, b) => b.storedAt - a.storedAt)[0]
      if (last && Date.now() - last.storedAt < ttlMs + staleMs) {
        metrics().cache.inc({ tier: 'memory', result: 'stale' })
        return last.value as T
      }
      throw error
    }
  })().finally(() => inFlight.delete(key))
  inFlight.set(key, load)
  return load
}

// Personal reads that every page of a signed-in player repeats (pop-ups): kept a few seconds in this
// process only, keyed by whatever identifies the player, never shared and never served stale.
const memberEntries = new Map<string, Entry>()
const MAX_MEMBER_ENTRIES = 5000

export async function memberCachedRead<T>(key: string, loader: () => Promise<T>, ttlMs: number): Promise<T> {
  const hit = memberEntries.get(key)
  if (hit && Date.now() - hit.storedAt < ttlMs) {
    metrics().cache.inc({ tier: 'member', result: 'hit' })
    return hit.value as T
  }
  metrics().cache.inc({ tier: 'member', result: 'miss' })
  const value = await loader()
  if (memberEntries.size >= MAX_MEMBER_ENTRIES) {
    const now = Date.now()
    for (const [k, e] of memberEntries) if (now - e.storedAt >= ttlMs) memberEntries.delete(k)
    if (memberEntries.size >= MAX_MEMBER_ENTRIES) memberEntries.clear()
  }
  memberEntries.set(key, { value, storedAt: Date.now() })
  return value
}

export function clearCatalogueCache(): void {
  entries.clear()
  memberEntries.clear()
}
