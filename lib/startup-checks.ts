import { env } from '@/lib/env'
import { closeRedisConnections, ready, redisConnection } from '@/lib/redis/client'
import { sessionSecrets } from '@/lib/session/cookie'
import { tenants } from '@/lib/tenant/registry'

// What a Portal checks before it reports ready (instrumentation.ts, when the server starts): the
// environment, the session secrets, the tenants file and, when REDIS_URL is set, that Redis answers.
// Each failure is an error of one line naming the variable or file and the reason; the production
// server (scripts/portal-server.mjs) prints it and exits before it listens. The checks run inside the
// built server on purpose: the tenants file is validated by the very schema every request uses
// (lib/tenant/config.ts), with nothing copied into the image or restated in plain JavaScript.
export async function checkConfiguration(): Promise<void> {
  env()
  sessionSecrets()
  tenants()
  const url = env().REDIS_URL
  if (url) await checkRedis(url)
}

async function checkRedis(url: string): Promise<void> {
  try {
    await (await ready(redisConnection(url))).ping()
  } catch (error) {
    // The connection that failed is dropped: the first request makes a fresh one.
    await closeRedisConnections()
    throw new Error(`REDIS_URL ${withoutPassword(url)}: no Redis answers there (${(error as Error).message})`)
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}
