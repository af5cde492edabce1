import { parseTenantsFile } from '@/lib/tenant/config'
import { brandMark, isBrandIcon, shortName, webManifest } from './install'

// Two brands that differ in what the manifest takes from them: name, language and colour.
const brand = (id: string, brandName: string, defaultLocale: 'pt' | 'en', primary: string) => ({
  id,
  hosts: [`${id}.localhost`],
  merchantCode: id.toUpperCase(),
  brandName,
  defaultLocale,
  locales: [defaultLocale, 'th'],
  theme: { primary, accent: '#0ea5e9', primaryText: '#000000' },
})
const [solara, verdant] = parseTenantsFile({
  tenants: [
    brand('solara', 'Solara Games', 'pt', '#f5a524'),
    brand('verdant', 'Verdant Club of Games', 'en', '#22c55e'),
  ],
})

describe('the installable Portal', () => {
  it('starts each brand in its own language, standalone, with icons for every launcher', () => {
    expect(webManifest(solara!)).toMatchObject({
      name: 'Solara Games',
      start_url: '/',
      display: 'standalone',
    })
    const manifest = webManifest(verdant!)
    expect(manifest).toMatchObject({ short_name: 'Verdant', start_url: '/en', lang: 'en', scope: '/' })
    expect(manifest.icons?.map((icon) => [icon.src, icon.sizes, icon.purpose])).toEqual([
      ['/icons/192.png', '192x192', 'any'],
      ['/icons/512.png', '512x512', 'any'],
      ['/icons/maskable-512.png', '512x512', 'maskable'],
    ])
    for (const icon of manifest.icons ?? []) expect(isBrandIcon(icon.src.replace('/icons/', ''))).toBe(true)
  })

  it('shortens only names a launcher would cut', () => {
    expect(shortName('Solara Games')).toBe('Solara Games')
    expect(shortName('Solara Private')).toBe('Solara')
    expect(shortName('Supercalifragilistic Club')).toBe('Supercalifra')
  })

  it('paints the mark in the brand colour and keeps the maskable one inside the safe circle', () => {
    expect(brandMark(verdant!, false).disc.fill).toBe('#22c55e')
    const { disc } = brandMark(verdant!, true)
    // The safe zone is a circle of 40 % of the side around the centre (64 units: radius 25.6).
    expect(Math.hypot(disc.cx - 32, disc.cy - 32) + disc.r).toBeLessThanOrEqual(25.6)
    expect(isBrandIcon('1024.png')).toBe(false)
    expect(isBrandIcon('__proto__')).toBe(false)
  })
})
