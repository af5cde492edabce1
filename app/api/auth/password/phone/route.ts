// POST /api/auth/password/phone - set a new password with an SMS code, then sign in with it
import { randomBytes } from 'node:crypto'
import { bff } from '@/lib/bff/handler'
import { ResetByPhoneInput, type ResetByPhoneOutput } from '@/lib/auth/schemas'
import { signIn } from '@/lib/bff/sign-in'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { login, setPasswordByPhone } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'any',
    feature: 'PWRESETSMS3',
    input: ResetByPhoneInput,
    fieldNames: { mobileNum: 'mobile', verificationCode: 'code' },
    rateLimit: [
      LIMITS.resetIp,
      { policy: LIMITS.resetAccount, count: 'failure', key: (i) => `${i.countryDialingCode}${i.mobile}` },
    ],
  },
  async ({ input, upstream }): Promise<ResetByPhoneOutput> => {
    const { userName } = await setPasswordByPhone(upstream, {
      countryDialingCode: input.countryDialingCode,
      mobileNum: input.mobile,
      // A phone verified with Firebase hands in its id token instead of the platform's code.
      ...(input.firebaseIdToken
        ? { firebaseIdToken: input.firebaseIdToken, firebaseChannel: 'sms' as const }
        : { verificationCode: input.code ?? '' }),
      newPassword: input.newPassword,
      confirmNewPassword: input.confirmNewPassword,
    })
    // The new password is set; should signing in with it fail now, the player logs in by hand.
    try {
      const outcome = await login(
        upstream,
        { type: 'username', username: userName, password: input.newPassword },
        randomBytes(12).toString('base64url'),
      )
      return { member: await signIn(upstream, outcome.token) }
    } catch {
      return { member: null }
    }
  },
)
