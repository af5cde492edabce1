import { GTAG_CONNECT_ORIGINS, GTAG_IMG_ORIGINS, GTAG_SCRIPT_ORIGINS } from '@/lib/analytics/consent'
import { env } from '@/lib/env'
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './csp-report'
import { firebaseConfigOf } from '@/lib/firebase/config'
import { tenants, upstreamUrlOf } from '@/lib/tenant/registry'

// The Content-Security-Policy of every page: scripts only with this response's nonce (Next.js puts it on
// its own inline scripts; 'strict-dynamic' lets those load their chunks), nothing framing the Portal but
// itself, images and game frames from the platforms the tenants name plus what the operator adds.

export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

function origins(): string[] {
  const set = new Set<string>()
  for (const tenant of tenants()) {
    try {
      set.add(new URL(upstreamUrlOf(tenant)).origin)
    } catch {
      // The tenants file is validated at start; an unparsable URL cannot get here.
    }
  }
  return [...set]
}

let upstreamOrigins: string[] | undefined

// Where phone verification talks to on tenants that verify phones with Firebase: Google's Identity
// Toolkit and token service, or the Auth emulator a test tenant names instead.
const FIREBASE_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']

function firebaseOrigins(): string[] {
  const set = new Set<string>()
  for (const tenant of tenants()) {
    const config = firebaseConfigOf(tenant)
    if (!config) continue
    if (config.authEmulatorUrl) set.add(config.authEmulatorUrl)
    else for (const origin of FIREBASE_ORIGINS) set.add(origin)
  }
  return [...set]
}

let phoneOrigins: string[] | undefined

const extra = (value: string) => value.split(/\s+/).filter(Boolean)

// The policy around the nonce is the same for every response of this process with the same scheme and
// tenant routes (tenants and environment are read once), so it is built once for each and only the nonce
// is put in per response.
const templates = new WeakMap<object, Map<string, [string, string]>>()
const NONCE_SLOT = '\u0000nonce\u0000'
const MAX_TEMPLATES = 64

// `routes`: the tenant's domain routes, which its speed test probes from the browser. `analytics`: the
// tenant has a Google tag, whose origins join its policy (the tag itself loads only after consent).
export function contentSecurityPolicy(
  nonce: string,
  https: boolean,
  routes: readonly string[] = [],
  analytics = false,
): string {
  const e = env()
  let byKey = templates.get(e)
  if (!byKey) {
    byKey = new Map()
    templates.set(e, byKey)
  }
  const key = `${https ? 's' : 'p'}${analytics ? 'a' : ''} ${routes.join(' ')}`
  let template = byKey.get(key)
  if (!template) {
    const [before = '', after = ''] = buildPolicy(NONCE_SLOT, https, routes, analytics).split(NONCE_SLOT)
    template = [before, after]
    if (byKey.size >= MAX_TEMPLATES) byKey.clear()
    byKey.set(key, template)
  }
  return `${template[0]}${nonce}${template[1]}`
}

function buildPolicy(nonce: string, https: boolean, routes: readonly string[], analytics: boolean): string {
  upstreamOrigins ??= origins()
  phoneOrigins ??= firebaseOrigins()
  const e = env()
  const dev = e.NODE_ENV === 'development'
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...(analytics ? GTAG_SCRIPT_ORIGINS : []),
      ...extra(e.CSP_SCRIPT_SRC),
    ],
    // Inline style attributes carry the tenant's brand colours.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...upstreamOrigins,
      ...(analytics ? GTAG_IMG_ORIGINS : []),
      ...extra(e.CSP_IMG_SRC),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(dev ? ['ws:'] : []),
      ...phoneOrigins,
      ...routes,
      ...(analytics ? GTAG_CONNECT_ORIGINS : []),
      ...extra(e.CSP_CONNECT_SRC),
    ],
    'media-src': ["'self'", ...upstreamOrigins],
    // Game providers launch on hosts of their own, known only at launch time; they run in frames.
    'frame-src': ["'self'", ...upstreamOrigins, 'https:', ...extra(e.CSP_FRAME_SRC)],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    // No page sets a <base>: an injected one could send relative scripts and forms elsewhere.
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  // Violations go to the Portal's log: report-to for browsers with the Reporting API (its endpoint is
  // named in the Reporting-Endpoints header, next.config.mjs), report-uri for the others.
  policy.push(`report-to ${CSP_REPORT_GROUP}`, `report-uri ${CSP_REPORT_PATH}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}
