import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { getAnnouncementFeed, getSiteStatus, getVendorLanes } from '@/lib/upstream/catalogue'
import { qrSvg } from '@/lib/qr'
import type { AnnouncementFeed, SiteStatus, VendorLane } from '@/lib/types'

export type FrameData = {
  status: SiteStatus | null
  lanes: VendorLane[]
  feed: AnnouncementFeed | null
}

// The frame must render even while the platform is unreachable: each part degrades on its own and the
// page below shows its own error state.
export async function loadFrameData(ctx: UpstreamContext): Promise<FrameData> {
  const [status, lanes, feed] = await Promise.allSettled([
    getSiteStatus(ctx),
    getVendorLanes(ctx),
    getAnnouncementFeed(ctx),
  ])
  return {
    status: status.status === 'fulfilled' ? status.value : null,
    lanes: lanes.status === 'fulfilled' ? lanes.value : [],
    feed: feed.status === 'fulfilled' ? feed.value : null,
  }
}

export type AppDownload = { platform: 'android' | 'ios'; url: string; qrSvg: string }

export async function appDownloads(status: SiteStatus | null): Promise<AppDownload[]> {
  if (!status) return []
  const entries: Array<['android' | 'ios', string | undefined]> = [
    ['android', status.resources.Android?.qrCodeUrl ?? status.resources.Android?.url],
    ['ios', status.resources.MOBILECONFIG?.qrCodeUrl ?? status.resources.MOBILECONFIG?.url],
  ]
  const downloads: AppDownload[] = []
  for (const [platform, url] of entries) {
    if (url) downloads.push({ platform, url, qrSvg: await qrSvg(url) })
  }
  return downloads
}

export const SOCIAL_KEYS = ['FACEBOOK', 'WHATSAPP', 'TELEGRAM'] as const
