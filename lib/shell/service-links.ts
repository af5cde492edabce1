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
