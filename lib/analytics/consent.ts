// The visitor's choice about analytics (cookie policy; ePrivacy and LGPD: nothing but what the site needs
// runs before a yes). Kept in a cookie of its own, read in the browser only, so pages shared between
// visitors stay the same for all. Anything but one of the two exact values counts as no choice: no
// analytics, and the question is asked again.

export const CONSENT_COOKIE = 'portal-consent'
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60
export const CONSENT_VALUES = { analytics: 'v1.analytics', necessary: 'v1.necessary' } as const
export type ConsentChoice = keyof typeof CONSENT_VALUES

// The choice a cookie header holds; null when there is none or it is not one of ours exactly.
export function consentOf(cookieHeader: string): ConsentChoice | null {
  let found: ConsentChoice | null = null
  let seen = 0
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.replace(/^\s+/, '').split('=')
    if (name !== CONSENT_COOKIE) continue
    seen += 1
    const value = rest.join('=')
    found =
      value === CONSENT_VALUES.analytics
        ? 'analytics'
        : value === CONSENT_VALUES.necessary
          ? 'necessary'
          : null
  }
  // Two cookies of the name (one planted on a parent domain, say) are no clear choice.
  return seen === 1 ? found : null
}

export function consentCookie(choice: ConsentChoice, https: boolean): string {
  return [
    `${CONSENT_COOKIE}=${CONSENT_VALUES[choice]}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(https ? ['Secure'] : []),
  ].join('; ')
}

// A Google tag id as the operator configures it (`analytics.gtagId`, "G-" and letters or digits); anything
// else loads nothing.
export const isGtagId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^G-[A-Z0-9]{4,20}$/.test(value)

// Where Google's tag loads from and reports to: added to the CSP of a tenant with a tag id only.
export const GTAG_SCRIPT_ORIGINS = ['https://www.googletagmanager.com']
export const GTAG_CONNECT_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]
export const GTAG_IMG_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com']
