// POST /api/auth/register - create an account (by username or by mobile number) and sign it in
import { birthdayRefusal } from '@/lib/auth/age'
import { PROFILE_FIELDS } from '@/lib/auth/register-fields'
import { takeCaptcha } from '@/lib/bff/captcha-cookie'
import { PortalError } from '@/lib/bff/errors'
import { checkFields } from '@/lib/bff/field-rules'
import { bff } from '@/lib/bff/handler'
import { refererPage } from '@/lib/bff/request-info'
import { legalVersion } from '@/lib/legal/documents'
import { RegisterInput, type RegisterOutput } from '@/lib/auth/schemas'
import { signIn } from '@/lib/session/sign-in'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { register, registerSettings, type RegistrationFields } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

// Shown (and so checked) only when the tenant's rules enable them.
const OPTIONAL_FIELDS = [...PROFILE_FIELDS, 'affiliateCode', 'captcha'] as const

export const POST = bff(
  { role: 'guest', feature: 'directRegistration', input: RegisterInput, rateLimit: LIMITS.registerIp },
  async ({ input, upstream, tenant, status, req }): Promise<RegisterOutput> => {
    const { features } = await status()
    const mobileMode = input.mode === 'mobile'
    if (!features[mobileMode ? 'mobileRegistration' : 'usernameRegistration'])
      throw new PortalError('feature_disabled')
    const rules = await registerSettings(upstream)

    const fields: Omit<typeof input, 'acceptTerms' | 'mode' | 'termsVersion'> = { ...input }
    delete (fields as Partial<typeof input>).acceptTerms
    delete (fields as Partial<typeof input>).termsVersion
    delete (fields as Partial<typeof input>).mode
    const checked: string[] = OPTIONAL_FIELDS.filter((f) => rules[f]?.enabled)
    if (mobileMode) {
      checked.push('mobileNum')
      if (features.mobilePasswordRegistration) checked.push('password')
      // A phone verified with Firebase comes with its id token; the platform checks that instead.
      if (features.registrationSmsCheck && !fields.firebaseIdToken) checked.push('verificationCode')
    } else {
      checked.push('username', 'password')
    }
    const errors = checkFields(fields, rules, checked)
    // The birthday's format is its rule's; its date and the tenant's minimum age are checked here too.
    const tooYoung =
      checked.includes('birthday') &&
      !errors.birthday &&
      birthdayRefusal(rules.birthday, fields.birthday ?? '')
    if (tooYoung) errors.birthday = tooYoung
    if (mobileMode && !fields.countryDialingCode) errors.countryDialingCode = 'required'
    if (checked.includes('password') && fields.password !== fields.confirmPassword) {
      errors.confirmPassword = 'mismatch'
    }
    if (Object.keys(errors).length > 0) throw new PortalError('invalid_input', { fields: errors })
    // The terms the form linked must be the ones the tenant publishes now (the platform checks them too).
    const termsVersion = legalVersion(tenant, 'terms')
    if (termsVersion !== null && input.termsVersion !== termsVersion) throw new PortalError('terms_outdated')

    const url = refererPage(req.headers, req.nextUrl.href)
    const referralCode = fields.referralCode ?? url.searchParams.get('referralCode') ?? undefined
    const captchaId = fields.captcha ? await takeCaptcha(tenant.id) : undefined
    const { token } = await register(
      upstream,
      input.mode,
      { ...(fields as RegistrationFields), referralCode, termsVersion: input.termsVersion },
      { registerUrl: `${url.origin}${url.pathname}`, domain: url.host, captchaId },
    )
    // Registering is the member's first sign-in: first-login pop-ups are due.
    return { member: await signIn(upstream, token, { firstLogin: true }) }
  },
)
