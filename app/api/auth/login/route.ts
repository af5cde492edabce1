// POST /api/auth/login - log in with username and password, with mobile number and SMS code (or the
// Firebase id token of a phone verified with Firebase), or with Google or Facebook through Firebase
import { randomBytes } from 'node:crypto'
import { takeCaptcha } from '@/lib/bff/captcha-cookie'
import { PortalError } from '@/lib/bff/errors'
import { bff } from '@/lib/bff/handler'
import { refererPage } from '@/lib/bff/request-info'
import { LoginInput, type LoginOutput } from '@/lib/auth/schemas'
import { signIn } from '@/lib/session/sign-in'
import { socialProvidersOf } from '@/lib/firebase/config'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { login, type LoginInput as UpstreamLoginInput } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'any',
    input: LoginInput,
    fieldNames: { mobileNum: 'mobile' },
    rateLimit: [
      { policy: LIMITS.loginIp, count: 'failure' },
      {
        policy: LIMITS.loginAccount,
        count: 'failure',
        // A Google or Facebook sign-in names no account before the platform checks its signed token,
        // and a token cannot be guessed: only the per-address limit applies.
        key: (i) =>
          i.type === 'username' ? i.username : i.type === 'sms' ? `${i.countryDialingCode}${i.mobile}` : null,
      },
    ],
  },
  async ({ input, upstream, tenant, status, req, escalated }): Promise<LoginOutput> => {
    // Past the account's limit a password attempt needs the captcha (the platform checks the answer);
    // without one it is refused here, slowly, without asking the platform at all.
    if (escalated && input.type === 'username' && !input.captcha) {
      throw new PortalError('captcha_required', { captcha: true })
    }
    if (input.type === 'sms' && !(await status()).features.smsLogin) {
      throw new PortalError('feature_disabled')
    }
    // Only the providers this tenant switched on (and only with its Firebase project).
    if (input.type === 'firebase' && !socialProvidersOf(tenant)[input.channel]) {
      throw new PortalError('feature_disabled')
    }
    let upstreamInput: UpstreamLoginInput
    if (input.type === 'username') {
      const captchaId = input.captcha ? await takeCaptcha(tenant.id) : undefined
      upstreamInput = {
        type: 'username',
        username: input.username,
        password: input.password,
        captcha: input.captcha,
        captchaId,
      }
    } else if (input.type === 'firebase') {
      // A first sign-in registers the member: the platform keeps the site's host, as registration does.
      const domain = refererPage(req.headers, req.nextUrl.href).host
      upstreamInput = { type: input.channel, firebaseIdToken: input.firebaseIdToken, domain }
    } else if (input.firebaseIdToken) {
      upstreamInput = {
        type: 'sms',
        countryDialingCode: input.countryDialingCode,
        mobile: input.mobile,
        firebaseIdToken: input.firebaseIdToken,
      }
    } else {
      upstreamInput = {
        type: 'sms',
        countryDialingCode: input.countryDialingCode,
        mobile: input.mobile,
        code: input.code ?? '',
      }
    }
    const outcome = await login(upstream, upstreamInput, randomBytes(12).toString('base64url'))
    const member = await signIn(upstream, outcome.token, {
      mustChangePassword: outcome.mustChangePassword,
      firstLogin: outcome.firstTimeLogin,
    })
    return { member, firstTimeLogin: outcome.firstTimeLogin, mustChangePassword: outcome.mustChangePassword }
  },
)
