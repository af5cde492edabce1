import 'server-only'
import QRCode from 'qrcode'
import type { UpstreamContext } from '@/lib/upstream/client'
import { getAnnouncementFeed, getSiteStatus, getVendorLanes } from '@/lib/upstream/catalogue'
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

const qrCache = new Map<string, string>()

// QR codes are drawn on the server as inline SVG: no QR library reaches the browser.
export async function qrSvg(text: string, size = 100): Promise<string> {
  const key = `${size}:${text}`
  const hit = qrCache.get(key)
  if (hit) return hit
  const svg = await QRCode.toString(text, { type: 'svg', width: size, margin: 1, errorCorrectionLevel: 'M' })
  if (qrCache.size > 200) qrCache.clear()
  qrCache.set(key, svg)
  return svg
}

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
