import type { ServiceLink } from '@/lib/types'

// Members whose club rank is above this are served by the VIP desk (product spec §4).
export const VIP_RANK_ABOVE = 4

// Which customer-service desks a visitor is offered: VIP members get the VIP desk instead of live chat,
// everyone else (visitors included) gets live chat and never sees the VIP desk. Other desks stay as they are.
// Should the platform offer no VIP desk, a VIP member keeps live chat rather than losing service.
export function serviceLinksFor(links: ServiceLink[], rankLevel: number | null): ServiceLink[] {
  const vip = rankLevel !== null && rankLevel > VIP_RANK_ABOVE && links.some((link) => link.kind === 'VIP')
  return links.filter((link) => (link.kind === 'VIP' ? vip : link.kind === 'LIVECHAT' ? !vip : true))
}

export type ChatDesk = 'LIVECHAT' | 'VIP'

// The desk a member's chat room queues them at: VIP above rank 4, live chat otherwise.
export function chatDeskOf(rankLevel: number | null): ChatDesk {
  return rankLevel !== null && rankLevel > VIP_RANK_ABOVE ? 'VIP' : 'LIVECHAT'
}

// The customer-service menu's entries. Where the site has its own live chat, that chat is the live-chat
// and VIP desk (one entry, one chat: a VIP member's room queues at the VIP desk); other desks stay links.
// Without it, the platform's desk links are all there is.
export function serviceDesks(
  links: ServiceLink[],
  rankLevel: number | null,
  chatOn: boolean,
): { links: ServiceLink[]; chatDesk: ChatDesk } {
  const offered = serviceLinksFor(links, rankLevel)
  const vip = offered.some((link) => link.kind === 'VIP') || (chatOn && chatDeskOf(rankLevel) === 'VIP')
  return {
    links: chatOn ? offered.filter((link) => link.kind !== 'LIVECHAT' && link.kind !== 'VIP') : offered,
    chatDesk: vip ? 'VIP' : 'LIVECHAT',
  }
}
