import 'server-only'
import { env } from '@/lib/env'

// Public catalogue data (status, banners, vendors, hot games) changes rarely and is the same for every
// visitor of a tenant and locale. It is served from memory for `ttlMs`; when a refresh fails, the last
// good value keeps being served for up to `staleMs` (stale-if-error). Personal data never goes here.
type Entry = { value: unknown; storedAt: number }

const entries = new Map<string, Entry>()
const inFlight = new Map<string, Promise<unknown>>()
const MAX_ENTRIES = 2000

export async function cachedRead<T>(
  key: string,
  loader: () => Promise<T>,
  { ttlMs, staleMs = env().CATALOGUE_STALE_SECONDS * 1000 }: { ttlMs: number; staleMs?: number },
): Promise<T> {
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && now - hit.storedAt < ttlMs) return hit.value as T

  const pending = inFlight.get(key)
  if (pending) return pending as Promise<T>

  const load = loader()
    .then((value) => {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      entries.set(key, { value, storedAt: Date.now() })
      return value
    })
    .catch((error: unknown) => {
      if (hit && Date.now() - hit.storedAt < ttlMs + staleMs) return hit.value as T
      throw error
    })
    .finally(() => inFlight.delete(key))
  inFlight.set(key, load)
  return load
}

export function clearCatalogueCache(): void {
  entries.clear()
}
