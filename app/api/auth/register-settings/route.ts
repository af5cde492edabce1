// GET /api/auth/register-settings - the tenant's registration field rules, features, dialing codes,
// public Firebase keys, the third-party sign-ins it offers and the version of its terms
import { bff } from '@/lib/bff/handler'
import { REGISTER_FEATURES, type RegisterFeatures } from '@/lib/features'
import { firebaseConfigOf, socialProvidersOf } from '@/lib/firebase/config'
import { legalVersion } from '@/lib/legal/documents'
import { countryCodes, registerSettings } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'any' }, async ({ upstream, status, tenant }) => {
  const [rules, countries, site] = await Promise.all([
    registerSettings(upstream),
    countryCodes(upstream),
    status(),
  ])
  // The forms' switches by their readable names: the platform's own names never reach the browser.
  const features = Object.fromEntries(
    REGISTER_FEATURES.map((name) => [name, site.features[name]]),
  ) as RegisterFeatures
  // The public Firebase keys of a tenant verifying phones with Firebase (null: the platform's SMS codes).
  // Sign-in with Google or Facebook, each only where the tenant switched it on.
  return {
    rules,
    countries,
    features,
    firebase: firebaseConfigOf(tenant),
    social: socialProvidersOf(tenant),
    termsVersion: legalVersion(tenant, 'terms'),
  }
})
