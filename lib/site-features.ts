import 'server-only'
import { DEFAULT_FEATURES, type Features } from '@/lib/features'
import { getSiteStatus } from '@/lib/upstream/catalogue'
import type { ServiceLink } from '@/lib/types'
import type { UpstreamContext } from '@/lib/upstream/client'

// The tenant's feature switches for a server render, by readable name; the defaults while the platform's
// status cannot be read (a page then shows what it shows by default rather than failing).
export async function siteFeatures(ctx: UpstreamContext): Promise<Features> {
  return (await getSiteStatus(ctx).catch(() => null))?.features ?? DEFAULT_FEATURES
}

// The tenant's customer-service channels (live chat, messengers); none while the status cannot be read.
export async function serviceChannels(ctx: UpstreamContext): Promise<ServiceLink[]> {
  return (await getSiteStatus(ctx).catch(() => null))?.customerService ?? []
}
