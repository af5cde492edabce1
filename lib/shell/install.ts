import type { MetadataRoute } from 'next'
import { localizedPath } from '@/lib/routing-rules'
import type { Tenant } from '@/lib/tenant/config'
import { THEME_COLOURS } from './theme-colours'

// What makes each brand's Portal installable on a phone's home screen: its web app manifest
// (app/manifest.ts) and its icons (app/icons/[icon]), drawn in the brand's colours.

// The mark's dark ground, as in the site's favicon (app/icon.svg).
const GROUND = '#14161f'

// `maskable`: full-bleed, with the mark inside the safe circle (80 % of the side) that launchers keep
// whatever shape they cut; the others have rounded corners of their own.
export const BRAND_ICONS = {
  '192.png': { size: 192, maskable: false },
  '512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  // iOS rounds the corners itself and shows nothing through transparent ones.
  'apple-touch-icon.png': { size: 180, maskable: true },
} as const

export type BrandIconName = keyof typeof BRAND_ICONS

export function isBrandIcon(name: string): name is BrandIconName {
  return Object.hasOwn(BRAND_ICONS, name)
}

// The brand mark on a 64-unit square: a play sign in a disc of the brand's colour.
export function brandMark(tenant: Tenant, maskable: boolean) {
  return {
    ground: { fill: GROUND, radius: maskable ? 0 : 14 },
    disc: { cx: 32, cy: 32, r: maskable ? 18 : 20, fill: tenant.theme.primary },
    play: { d: maskable ? 'M28 23.5v17l14.5-8.5z' : 'M27 22v20l16-10z', fill: GROUND },
  }
}

// A launcher shows about twelve characters under an icon: a longer brand name gives its first word.
export function shortName(brandName: string): string {
  return brandName.length <= 12 ? brandName : (brandName.split(/\s+/)[0] ?? brandName).slice(0, 12)
}

export function webManifest(tenant: Tenant): MetadataRoute.Manifest {
  const icon = (name: BrandIconName, purpose: 'any' | 'maskable') => ({
    src: `/icons/${name}`,
    sizes: `${BRAND_ICONS[name].size}x${BRAND_ICONS[name].size}`,
    type: 'image/png',
    purpose,
  })
  // The brand's own language at its address (Portuguese has none of its own).
  const start = localizedPath(tenant.defaultLocale, '/')
  return {
    id: '/',
    name: tenant.brandName,
    short_name: shortName(tenant.brandName),
    lang: tenant.defaultLocale,
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: THEME_COLOURS.light,
    theme_color: THEME_COLOURS.light,
    icons: [icon('192.png', 'any'), icon('512.png', 'any'), icon('maskable-512.png', 'maskable')],
  }
}
