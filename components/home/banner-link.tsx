import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { gameHref } from '@/components/games/game-href'
import { CATEGORY_ROUTES } from '@/lib/games/categories'
import type { Banner, BannerLink } from '@/lib/types'

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
  return <Link href={bannerGameHref(link)}>{children}</Link>
}

// A game banner launches its game the way a lobby tile does (the game page asks a visitor to log in
// first); without the game's kind the game page looks it up in the vendor's catalogue.
function bannerGameHref(link: Extract<BannerLink, { kind: 'game' }>) {
  const nodeId = link.nodeId ?? link.roomId?.split('-')[0]
  if (link.category && nodeId) {
    const game = { nodeId, vendor: link.vendor, category: link.category, roomId: link.roomId }
    return gameHref(game, CATEGORY_ROUTES[link.category])
  }
  const query: Record<string, string> = { vendor: link.vendor }
  if (link.roomId) query.room = link.roomId
  else if (link.nodeId) query.game = link.nodeId
  return { pathname: '/game', query }
}
