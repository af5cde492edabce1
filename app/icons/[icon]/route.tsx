import { ImageResponse } from 'next/og'
import { brandMark, BRAND_ICONS, isBrandIcon } from '@/lib/shell/install'
import { tenantForHost } from '@/lib/tenant/registry'

// The brand's home-screen icons as PNG (/icons/192.png, /icons/512.png, /icons/maskable-512.png,
// /icons/apple-touch-icon.png), drawn in the colours of the brand whose host asks.
export async function GET(request: Request, { params }: RouteContext<'/icons/[icon]'>) {
  const { icon } = await params
  const tenant = tenantForHost(request.headers.get('host'))
  if (!tenant || !isBrandIcon(icon)) return new Response('Not found', { status: 404 })
  const { size, maskable } = BRAND_ICONS[icon]
  const mark = brandMark(tenant, maskable)
  return new ImageResponse(
    <svg width={size} height={size} viewBox="0 0 64 64" xmlns="http://www.w3.org/2000/svg">
      <rect width="64" height="64" rx={mark.ground.radius} fill={mark.ground.fill} />
      <circle cx={mark.disc.cx} cy={mark.disc.cy} r={mark.disc.r} fill={mark.disc.fill} />
      <path d={mark.play.d} fill={mark.play.fill} />
    </svg>,
    { width: size, height: size, headers: { 'Cache-Control': 'public, max-age=86400' } },
  )
}
