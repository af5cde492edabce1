'use client'

import { usePathname } from '@/i18n/navigation'
import { bannerGroupFor } from '@/lib/shell/frame-rules'
import type { Banner } from '@/lib/types'
import { BannerCarousel, type CarouselLabels } from './banner-carousel'

// The layout stays mounted across navigations, so the banner group follows the path on the client.
export function RouteBanner({
  groups,
  labels,
}: {
  groups: Record<string, Banner[]>
  labels: CarouselLabels
}) {
  const pathname = usePathname()
  const group = bannerGroupFor(pathname)
  const banners = group ? (groups[group] ?? []) : []
  if (!group || banners.length === 0) return null
  return <BannerCarousel key={group} banners={banners} labels={labels} />
}
