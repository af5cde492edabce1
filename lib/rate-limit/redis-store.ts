import Redis from 'ioredis'
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

const PREFIX = 'portal:'

export class RedisStore implements LimitStore {
  private readonly redis: Redis

  constructor(url: string) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    })
    // Connection errors surface on the commands that fail; the store falls back to memory for those.
    this.redis.on('error', () => undefined)
  }

  private async ready(): Promise<Redis> {
    if (this.redis.status === 'wait') await this.redis.connect()
    return this.redis
  }

  async hit(key: string, windowMs: number) {
    const redis = await this.ready()
    const [count, ttl] = (await redis.eval(HIT, 1, PREFIX + key, String(windowMs))) as [number, number]
    return { count, resetAt: Date.now() + ttl }
  }

  async peek(key: string) {
    const redis = await this.ready()
    const [count, ttl] = await Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)])
    return { count: Number(count ?? 0), resetAt: Date.now() + Math.max(0, ttl) }
  }

  async reset(key: string) {
    await (await this.ready()).del(PREFIX + key)
  }

  async mark(key: string, ttlMs: number) {
    await (await this.ready()).set(PREFIX + key, '1', 'PX', Math.max(1, Math.ceil(ttlMs)))
  }

  async isMarked(key: string) {
    return (await (await this.ready()).exists(PREFIX + key)) === 1
  }
}
