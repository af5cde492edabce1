import Redis from 'ioredis'

// One connection per process and URL, shared by the limit store, the revoked-session marks and the
// catalogue cache. Commands fail fast while Redis is away (no offline queue, one retry, short timeouts):
// every caller decides for itself what a failure means, and none of them waits on a dead server.
const holder = globalThis as typeof globalThis & { __portalRedis?: Map<string, Redis> }

export function redisConnection(url: string): Redis {
  holder.__portalRedis ??= new Map()
  let redis = holder.__portalRedis.get(url)
  if (!redis) {
    redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    })
    // Connection errors surface on the commands that fail; callers handle those.
    redis.on('error', () => undefined)
    holder.__portalRedis.set(url, redis)
  }
  return redis
}

export async function ready(redis: Redis): Promise<Redis> {
  if (redis.status === 'wait') await redis.connect()
  return redis
}

// Closes every connection (graceful shutdown and tests).
export async function closeRedisConnections(): Promise<void> {
  const all = [...(holder.__portalRedis?.values() ?? [])]
  holder.__portalRedis?.clear()
  await Promise.all(
    all.map((redis) =>
      redis.status === 'ready' ? redis.quit().catch(() => redis.disconnect()) : redis.disconnect(),
    ),
  )
}
