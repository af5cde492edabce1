import type Redis from 'ioredis'
import { ready, redisConnection } from '@/lib/redis/client'
import type { LimitStore } from './store'

// INCR and the window's expiry in one round trip, so concurrent instances never leave a counter
// without an expiry.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`

export const REDIS_PREFIX = 'portal:'

export class RedisStore implements LimitStore {
  private readonly redis: Redis

  constructor(url: string) {
    this.redis = redisConnection(url)
  }

  async hit(key: string, windowMs: number) {
    const redis = await ready(this.redis)
    const [count, ttl] = (await redis.eval(HIT, 1, REDIS_PREFIX + key, String(windowMs))) as [number, number]
    return { count, resetAt: Date.now() + ttl }
  }

  async peek(key: string) {
    const redis = await ready(this.redis)
    const [count, ttl] = await Promise.all([redis.get(REDIS_PREFIX + key), redis.pttl(REDIS_PREFIX + key)])
    return { count: Number(count ?? 0), resetAt: Date.now() + Math.max(0, ttl) }
  }

  async reset(key: string) {
    await (await ready(this.redis)).del(REDIS_PREFIX + key)
  }

  async mark(key: string, ttlMs: number) {
    await (await ready(this.redis)).set(REDIS_PREFIX + key, '1', 'PX', Math.max(1, Math.ceil(ttlMs)))
  }

  async isMarked(key: string) {
    return (await (await ready(this.redis)).exists(REDIS_PREFIX + key)) === 1
  }
}
