import 'server-only'
import { serviceChannels, siteFeatures } from '@/lib/site-features'
import type { HelpCategory, ServiceLink } from '@/lib/types'
import { getHelpCentre } from '@/lib/upstream/catalogue'
import type { UpstreamContext } from '@/lib/upstream/client'

export type HelpCentreData = {
  // null while the platform cannot answer: the page says so and still offers the contact channels.
  categories: HelpCategory[] | null
  channels: ServiceLink[]
  feedback: boolean
}

// What /help and /helpmc show from the platform, read in parallel.
export async function helpCentreData(ctx: UpstreamContext): Promise<HelpCentreData> {
  const [categories, channels, features] = await Promise.all([
    getHelpCentre(ctx).catch(() => null),
    serviceChannels(ctx),
    siteFeatures(ctx),
  ])
  return { categories, channels, feedback: features.feedback }
}
