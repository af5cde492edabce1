// A small in-memory cache of rendered guest pages. Bounded by entry count and by bytes (least recently
// used goes first), and every entry lives `ttlMs` at most. Body and headers are stored cut at the nonce
// they were rendered with (it appears in script tags and in preload Link headers), so each response
// served from an entry gets a nonce of its own; no two responses share one.

export type CachedPage = {
  // Body and header values split wherever the render's nonce appeared; joined with a fresh nonce on
  // every hit.
  parts: string[]
  headers: [string, string[]][]
  storedAt: number
  bytes: number
}

type Slot = { page: CachedPage | null; storedAt: number; bytes: number }

export type PageCacheOptions = {
  ttlMs: number
  // From this age on an entry is still served, but due for a fresh render; 0 or unset: never.
  refreshAfterMs?: number
  maxEntries: number
  maxBytes: number
  now?: () => number
}

export class PageCache {
  private readonly slots = new Map<string, Slot>()
  private bytes = 0
  private readonly now: () => number

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? (() => Date.now())
  }

  get size(): number {
    return this.slots.size
  }

  get totalBytes(): number {
    return this.bytes
  }

  // `undefined`: nothing known, render and fill. `null`: known not to be cacheable for now (an error,
  // a redirect, a page that set a cookie), so no fill is tried again before the entry expires.
  lookup(key: string): CachedPage | null | undefined {
    const slot = this.slots.get(key)
    if (!slot) return undefined
    if (this.now() - slot.storedAt >= this.options.ttlMs) {
      this.remove(key)
      return undefined
    }
    // Recently used entries move to the back of the eviction order.
    this.slots.delete(key)
    this.slots.set(key, slot)
    return slot.page
  }

  // Whether a page is old enough to be rendered again while it keeps being served, so that steady traffic
  // never meets an expired entry.
  isDue(page: CachedPage): boolean {
    const after = this.options.refreshAfterMs ?? 0
    return after > 0 && this.now() - page.storedAt >= after
  }

  store(key: string, body: string, nonce: string, headers: [string, string][]): void {
    if (this.options.ttlMs <= 0) return
    const bytes = Buffer.byteLength(body)
    if (bytes > this.options.maxBytes) return
    const storedAt = this.now()
    const page: CachedPage = {
      parts: body.split(nonce),
      headers: headers.map(([name, value]) => [name, value.split(nonce)]),
      storedAt,
      bytes,
    }
    this.put(key, { page, storedAt, bytes })
  }

  refuse(key: string): void {
    if (this.options.ttlMs <= 0) return
    this.put(key, { page: null, storedAt: this.now(), bytes: 0 })
  }

  clear(): void {
    this.slots.clear()
    this.bytes = 0
  }

  private put(key: string, slot: Slot): void {
    this.remove(key)
    while (
      this.slots.size > 0 &&
      (this.slots.size >= this.options.maxEntries || this.bytes + slot.bytes > this.options.maxBytes)
    ) {
      this.remove(this.slots.keys().next().value as string)
    }
    this.slots.set(key, slot)
    this.bytes += slot.bytes
  }

  private remove(key: string): void {
    const slot = this.slots.get(key)
    if (!slot) return
    this.slots.delete(key)
    this.bytes -= slot.bytes
  }
}

// Body and headers of one response served from the cache, with this response's nonce.
export function withNonce(page: CachedPage, nonce: string): { body: string; headers: Headers } {
  const headers = new Headers()
  for (const [name, parts] of page.headers) headers.append(name, parts.join(nonce))
  return { body: page.parts.join(nonce), headers }
}
