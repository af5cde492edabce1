// GET /api/auth/register-settings - the tenant's registration field rules, switches, dialing codes,
// public Firebase keys and the third-party sign-ins it offers
import { bff } from '@/lib/bff/handler'
import { firebaseConfigOf, socialProvidersOf } from '@/lib/firebase/config'
import { countryCodes, registerSettings } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

const SWITCHES = [
  'DIRECTREG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'CAPTCHA3',
  'FREEPLAY3',
  'MOBILEVERCODELOGIN3',
  'PWRESETSMS3',
] as const

export const GET = bff({ role: 'any' }, async ({ upstream, status, tenant }) => {
  const [rules, countries, site] = await Promise.all([
    registerSettings(upstream),
    countryCodes(upstream),
    status(),
  ])
  const switches = Object.fromEntries(SWITCHES.map((modId) => [modId, site.features[modId] ?? false]))
  // The public Firebase keys of a tenant verifying phones with Firebase (null: the platform's SMS codes).
  // Sign-in with Google or Facebook, each only where the tenant switched it on.
  return {
    rules,
    countries,
    switches,
    firebase: firebaseConfigOf(tenant),
    social: socialProvidersOf(tenant),
  }
})
