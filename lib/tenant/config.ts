import { z } from 'zod'
import { locales, type Locale } from '@/i18n/locales'

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb')

export const TenantSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    hosts: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'a lower-case host name without port')).min(1),
    merchantCode: z.string().min(1),
    upstreamUrl: z.url().optional(),
    brandName: z.string().min(1),
    defaultLocale: z.enum(locales),
    locales: z.array(z.enum(locales)).min(1),
    theme: z.object({ primary: hexColour, accent: hexColour, primaryText: hexColour }),
    forceLogin: z.boolean().default(false),
    // The zone records and reports count days in until the visitor's browser has told its own (an IANA
    // name this runtime knows).
    timeZone: z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone })
          return true
        } catch {
          return false
        }
      }, 'an IANA time zone, such as America/Sao_Paulo')
      .default('UTC'),
    // Public Firebase web keys: when present, phone codes are sent and checked with Firebase.
    firebase: z
      .object({
        apiKey: z.string().min(1),
        authDomain: z.string().min(1),
        projectId: z.string().min(1),
        appId: z.string().min(1),
        // Only for testing without Google: the Firebase Auth emulator to send phone sign-ins to, as a URL,
        // or 'upstream' for the one the reference platform serves at the tenant's upstream address.
        authEmulatorUrl: z.union([z.literal('upstream'), z.url({ protocol: /^https?$/ })]).optional(),
      })
      .optional(),
    // Sign-in with Google or Facebook through Firebase; needs `firebase`.
    socialSignIn: z.object({ google: z.boolean().optional(), facebook: z.boolean().optional() }).optional(),
    // The licence named in the footer of every page, and the version of each legal document (/terms,
    // /privacy, /cookies); a new version number marks a changed document.
    legal: z
      .object({
        company: z.string().min(1),
        authority: z.string().min(1),
        licence: z.string().min(1),
        versions: z.object({
          terms: z.int().positive(),
          privacy: z.int().positive(),
          cookies: z.int().positive(),
        }),
      })
      .optional(),
  })
  .refine((t) => t.locales.includes(t.defaultLocale), {
    message: 'defaultLocale must be one of locales',
    path: ['defaultLocale'],
  })

export const TenantsFileSchema = z
  .object({ tenants: z.array(TenantSchema).min(1) })
  .superRefine((file, ctx) => {
    const seen = new Map<string, string>()
    for (const tenant of file.tenants) {
      for (const host of tenant.hosts) {
        const owner = seen.get(host)
        if (owner) {
          ctx.addIssue({ code: 'custom', message: `host ${host} belongs to both ${owner} and ${tenant.id}` })
        }
        seen.set(host, tenant.id)
      }
    }
  })

export type Tenant = z.infer<typeof TenantSchema>

export function parseTenantsFile(json: unknown): Tenant[] {
  const parsed = TenantsFileSchema.safeParse(json)
  if (!parsed.success) {
    // One line, so that a Portal refusing to start says why in one line of its log.
    const reasons = parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    throw new Error(`Invalid tenants file: ${reasons.join('; ')}`)
  }
  return parsed.data.tenants
}

// A Host header may carry a port and upper-case letters; tenants are keyed by the bare lower-case name.
export function hostName(hostHeader: string | null | undefined): string {
  if (!hostHeader) return ''
  const host = hostHeader.trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.split(':')[0] ?? ''
}

export function findTenant(tenants: readonly Tenant[], hostHeader: string | null | undefined): Tenant | null {
  const host = hostName(hostHeader)
  return tenants.find((t) => t.hosts.includes(host)) ?? null
}

export function offersLocale(tenant: Tenant, locale: string): locale is Locale {
  return (tenant.locales as string[]).includes(locale)
}
