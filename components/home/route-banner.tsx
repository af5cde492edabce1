'use client'

import type { ReactNode } from 'react'
import { usePathname } from '@/i18n/navigation'
import { bannerGroupFor } from '@/lib/shell/frame-rules'

// The layout stays mounted across navigations, so the banner group follows the path on the client; each
// group's carousel is rendered on the server and comes in ready (only the one shown is hydrated).
export function RouteBanner({ groups }: { groups: Record<string, ReactNode> }) {
  const pathname = usePathname()
  const group = bannerGroupFor(pathname)
  return (group && groups[group]) ?? null
}
