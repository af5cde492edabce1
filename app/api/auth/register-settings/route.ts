// GET /api/auth/register-settings - the tenant's registration field rules, switches and dialing codes
import { bff } from '@/lib/bff/handler'
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

export const GET = bff({ role: 'any' }, async ({ upstream, status }) => {
  const [rules, countries, site] = await Promise.all([
    registerSettings(upstream),
    countryCodes(upstream),
    status(),
  ])
  const switches = Object.fromEntries(SWITCHES.map((modId) => [modId, site.features[modId] ?? false]))
  return { rules, countries, switches }
})
