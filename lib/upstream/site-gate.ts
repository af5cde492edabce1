import 'server-only'
import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Tenant } from '@/lib/tenant/config'
import type { SiteState } from '@/lib/types'
import { upstream } from './client'
import { isGtagId } from '@/lib/analytics/consent'
import { flag } from './fields'

// What the request gate needs from the status call: whether the site is up for this visitor.
// Region restriction depends on the visitor's address, so the answer is cached per tenant and address,
// briefly, so that switching maintenance on or off takes effect within seconds without one upstream
// call per request.
export type SiteGate = { state: SiteState; ip: string; country: string }

const GateSchema = z.object({
  status: z.coerce.number().optional(),
  maintenance: flag.default(false),
  regionRestriction: flag.default(false),
  location: z
    .object({
      ip: z.union([z.string(), z.number()]).transform(String).nullish(),
      country: z.string().nullish(),
    })
    .nullish(),
  info: z
    .object({
      domainRoute: z
        .array(z.union([z.string(), z.object({ url: z.string().nullish() })]))
        .nullish()
        .catch(null),
      analytics: z.object({ gtagId: z.string().nullish() }).nullish().catch(null),
    })
    .nullish()
    .catch(null),
})

export function gateTtlMs(): number {
  return Math.min(env().CATALOGUE_TTL_SECONDS * 1000, 10_000)
}

export function readGate(raw: z.infer<typeof GateSchema>): SiteGate {
  const state: SiteState =
    raw.maintenance || raw.status === 1
      ? 'maintenance'
      : raw.regionRestriction || raw.status === 2
        ? 'restricted'
        : 'normal'
  return { state, ip: raw.location?.ip ?? '', country: raw.location?.country ?? '' }
}

// The origins of the tenant's domain routes, which the speed test probes from the browser; the page's
// connect-src lists them. Read from the same status answer as the gate, so they cost no extra call.
export function readRouteOrigins(raw: z.infer<typeof GateSchema>): string[] {
  const origins = new Set<string>()
  for (const route of raw.info?.domainRoute ?? []) {
    const url = typeof route === 'string' ? route : route.url
    if (!url) continue
    try {
      const parsed = new URL(url)
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin)
    } catch {
      // A route that is no address cannot be probed; the others still can.
    }
  }
  return [...origins]
}

const routeOrigins = new Map<string, string[]>()
const withAnalytics = new Map<string, boolean>()

// Whether the tenant's status names a Google tag: its origins then join that tenant's CSP (and only its).
export function tenantHasAnalytics(tenant: Tenant): boolean {
  return withAnalytics.get(tenant.id) ?? false
}

export function domainRouteOrigins(tenant: Tenant): readonly string[] {
  return routeOrigins.get(tenant.id) ?? []
}

// The gate runs before every page; a page has PAGE_DEADLINE_MS in all, so the gate takes at most half.
const GATE_TIMEOUT_MS = 1500

// Kept apart from the catalogue cache: one entry per visitor address must not push catalogue data out.
const answers = new Map<string, { gate: SiteGate; at: number }>()
// When each tenant's platform last answered the status call, for any visitor.
const lastAnswered = new Map<string, number>()

function staleMs(): number {
  return env().CATALOGUE_STALE_SECONDS * 1000
}

// Whether the tenant's platform has answered no status call within the stale window: the pages have
// nothing left to show (the catalogue cache keeps answers as long), so the gate answers for them.
export function platformSilent(tenant: Tenant): boolean {
  const at = lastAnswered.get(tenant.id)
  return at === undefined || Date.now() - at >= staleMs()
}
const pending = new Map<string, Promise<SiteGate>>()
const MAX_ANSWERS = 5000

export async function siteGate(
  tenant: Tenant,
  locale: Locale,
  clientIp: string | undefined,
): Promise<SiteGate> {
  const key = `${tenant.id}|${clientIp ?? ''}`
  const hit = answers.get(key)
  if (hit && Date.now() - hit.at < gateTtlMs()) return hit.gate
  const running = pending.get(key)
  if (running) return running
  const load = upstream(
    { tenant, locale, clientIp },
    { kind: 'catalogue', path: '/wps/system/status', schema: GateSchema, timeoutMs: GATE_TIMEOUT_MS },
  )
    .then((raw) => {
      const gate = readGate(raw)
      routeOrigins.set(tenant.id, readRouteOrigins(raw))
      withAnalytics.set(tenant.id, isGtagId(raw.info?.analytics?.gtagId))
      answers.delete(key)
      if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string)
      answers.set(key, { gate, at: Date.now() })
      lastAnswered.set(tenant.id, Date.now())
      return gate
    })
    // A slow or failing platform must not hold every page at the gate: the last answer stands meanwhile,
    // for as long as the catalogue keeps its answers.
    .catch((error: unknown) => {
      if (hit && Date.now() - hit.at < staleMs()) return hit.gate
      throw error
    })
    .finally(() => pending.delete(key))
  pending.set(key, load)
  return load
}
