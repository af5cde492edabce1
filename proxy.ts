import createIntlMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { routing } from '@/i18n/routing'
import { canonicalRedirect } from '@/lib/routing-rules'
import { tenantForHost } from '@/lib/tenant-registry'

const intl = createIntlMiddleware({ ...routing, localeDetection: false })

function unknownHost(host: string): Response {
  const safeHost = host.replace(/[^a-zA-Z0-9.:-]/g, '')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Site not found</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1rem;line-height:1.5"><h1>Site not found</h1><p>No site is configured for <strong>${safeHost}</strong>. Check the address, or ask the operator to add this host to the tenants file.</p></body></html>`
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } })
}

// The request gate: tenant by host, old aliases, locales the tenant offers, then next-intl's routing.
export function proxy(request: NextRequest) {
  const host = request.headers.get('host') ?? ''
  const tenant = tenantForHost(host)
  if (!tenant) return unknownHost(host)

  const target = canonicalRedirect(tenant, request.nextUrl.pathname)
  if (target) {
    const url = request.nextUrl.clone()
    url.pathname = target
    return NextResponse.redirect(url, 308)
  }
  return intl(request)
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|assets|favicon.ico|robots.txt|sitemap.xml|.*\\..*).*)', '/(.*)\\.html'],
}
