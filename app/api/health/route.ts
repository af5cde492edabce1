// GET /api/health - whether the Portal is up and each distinct upstream answers
import { tenants, upstreamUrlOf } from '@/lib/tenant/registry'
import type { Tenant } from '@/lib/tenant/config'
import { probeUpstream } from '@/lib/upstream/client'

export const dynamic = 'force-dynamic'

export async function GET() {
  // The platform answers only calls that name a merchant; any tenant of that upstream will do.
  const tenantOf = new Map<string, Tenant>()
  for (const tenant of tenants()) {
    if (!tenantOf.has(upstreamUrlOf(tenant))) tenantOf.set(upstreamUrlOf(tenant), tenant)
  }
  const upstreams = await Promise.all([...tenantOf.values()].map((tenant) => probeUpstream(tenant, 3000)))
  const ok = upstreams.every((u) => u.ok)
  return Response.json(
    { ok, upstreams: upstreams.map(({ ok: up, latencyMs }, i) => ({ id: i + 1, ok: up, latencyMs })) },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
