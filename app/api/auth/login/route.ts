// POST /api/auth/login - log in with username and password, or with mobile number and SMS code
import { randomBytes } from 'node:crypto'
import { takeCaptcha } from '@/lib/bff/captcha-cookie'
import { ApiError } from '@/lib/bff/errors'
import { bff } from '@/lib/bff/handler'
import { LoginInput } from '@/lib/bff/schemas'
import { signIn } from '@/lib/bff/sign-in'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { login } from '@/lib/upstream/auth'

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
        key: (i) => (i.type === 'username' ? i.username : `${i.countryDialingCode}${i.mobile}`),
      },
    ],
  },
  async ({ input, upstream, tenant, status }) => {
    if (input.type === 'sms' && !(await status()).features.MOBILEVERCODELOGIN3) {
      throw new ApiError('feature_disabled')
    }
    const captchaId = input.type === 'username' && input.captcha ? await takeCaptcha(tenant.id) : undefined
    const outcome = await login(
      upstream,
      input.type === 'username'
        ? {
            type: 'username',
            username: input.username,
            password: input.password,
            captcha: input.captcha,
            captchaId,
          }
        : {
            type: 'sms',
            countryDialingCode: input.countryDialingCode,
            mobile: input.mobile,
            code: input.code,
          },
      randomBytes(12).toString('base64url'),
    )
    const member = await signIn(upstream, outcome.token, {
      mustChangePassword: outcome.mustChangePassword,
      firstLogin: outcome.firstTimeLogin,
    })
    return { member, firstTimeLogin: outcome.firstTimeLogin, mustChangePassword: outcome.mustChangePassword }
  },
)
