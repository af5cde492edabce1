// POST /api/auth/sms - send an SMS code for registration, login or a password reset
import { ApiError } from '@/lib/bff/errors'
import { bff } from '@/lib/bff/handler'
import { SmsInput, type SmsOutput } from '@/lib/auth/schemas'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { sendSmsCode } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

const SWITCH = { register: 'REGMOBVERF3', login: 'MOBILEVERCODELOGIN3', reset: 'PWRESETSMS3' } as const

export const POST = bff(
  {
    role: 'any',
    input: SmsInput,
    fieldNames: { mobileNum: 'mobile' },
    rateLimit: [LIMITS.smsIp, { policy: LIMITS.smsPhone, key: (i) => `${i.countryDialingCode}${i.mobile}` }],
  },
  async ({ input, upstream, status }): Promise<SmsOutput> => {
    if (!(await status()).features[SWITCH[input.purpose]]) throw new ApiError('feature_disabled')
    return sendSmsCode(upstream, input.purpose, {
      countryDialingCode: input.countryDialingCode,
      mobile: input.mobile,
    })
  },
)
