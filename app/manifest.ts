import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { webManifest } from '@/lib/shell/install'
import { tenantForHost } from '@/lib/tenant/registry'

export const dynamic = 'force-dynamic'

// Each brand's web app manifest, by the host it is asked on (lib/shell/install.ts).
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const tenant = tenantForHost((await headers()).get('host'))
  if (!tenant) notFound()
  return webManifest(tenant)
}
