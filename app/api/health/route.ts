// GET /api/health - whether the Portal is up and each distinct upstream answers
import { tenants, upstreamUrlOf } from '@/lib/tenant/registry'

export const dynamic = 'force-dynamic'

async function probe(
  base: string,
  merchant: string,
): Promise<{ upstream: string; ok: boolean; latencyMs: number }> {
  const started = performance.now()
  try {
    // The platform answers only calls that name a merchant; any tenant of that upstream will do.
    const res = await fetch(new URL(`/wps/session/key/rsa?t=${Date.now()}`, base), {
      headers: { Merchant: merchant },
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    })
    return { upstream: base, ok: res.ok, latencyMs: Math.round(performance.now() - started) }
  } catch {
    return { upstream: base, ok: false, latencyMs: Math.round(performance.now() - started) }
  }
}

export async function GET() {
  const merchantOf = new Map<string, string>()
  for (const tenant of tenants()) {
    if (!merchantOf.has(upstreamUrlOf(tenant))) merchantOf.set(upstreamUrlOf(tenant), tenant.merchantCode)
  }
  const upstreams = await Promise.all([...merchantOf].map(([base, merchant]) => probe(base, merchant)))
  const ok = upstreams.every((u) => u.ok)
  return Response.json(
    { ok, upstreams: upstreams.map(({ ok: up, latencyMs }, i) => ({ id: i + 1, ok: up, latencyMs })) },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
