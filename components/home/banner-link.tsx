import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import type { Banner } from '@/lib/types'

// A banner with a linkage type is clickable: an outside URL, a promotion, or a game.
export function BannerLinkWrapper({ banner, children }: { banner: Banner; children: ReactNode }) {
  const link = banner.link
  if (!link) return <>{children}</>
  if (link.kind === 'url') {
    const external = /^https?:\/\//.test(link.href)
    return external ? (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <Link href={link.href}>{children}</Link>
    )
  }
  if (link.kind === 'promotion') {
    return <Link href={{ pathname: '/promoDetail', query: { id: link.promotionId } }}>{children}</Link>
  }
  const query: Record<string, string> = { vendor: link.vendor }
  if (link.nodeId) query.nodeId = link.nodeId
  if (link.roomId) query.roomId = link.roomId
  return <Link href={{ pathname: '/game', query }}>{children}</Link>
}
