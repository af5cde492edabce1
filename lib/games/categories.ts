import { EVERY_GAME_CATEGORY, type GameCategory } from '@/lib/types'

// Vendors that the platform files under SPORTS but players look for under esports (product spec §1).
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA']

// The lobby route of each category; lottery categories launch their vendor directly instead.
export const CATEGORY_ROUTES: Record<GameCategory, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  ELOTT: '/elott',
  LOTT: '/lottery',
  INHOUSE: '/inhouse',
}

const KNOWN: readonly string[] = EVERY_GAME_CATEGORY

export function toCategory(raw: string | null | undefined): GameCategory | null {
  const upper = (raw ?? '').toUpperCase().replace(/[^A-Z]/g, '')
  if (upper === 'INHOUSE' || upper === 'HOUSE') return 'INHOUSE'
  if (upper === 'SLOT' || upper === 'SLOTS') return 'RNG'
  return KNOWN.includes(upper) ? (upper as GameCategory) : null
}

export function categoryOfVendor(category: GameCategory, vendor: string): GameCategory {
  return category === 'SPORTS' && ESPORTS_VENDORS.includes(vendor.toUpperCase()) ? 'ESPORTS' : category
}
