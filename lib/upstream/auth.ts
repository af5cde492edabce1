import 'server-only'
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { FieldRule } from '@/lib/types'
import { cachedRead } from './cache'
import { upstream, upstreamCall, upstreamCookie, type UpstreamContext } from './client'
import { drawSecret } from './crypto'
import { isUpstreamError } from './errors'
import { fieldRuleSchema, optFlag, str } from './fields'

// Login, registration, passwords, captcha and SMS codes (upstream-contract.md §4). Inputs are typed,
// answers zod-parsed and reshaped; the token only ever travels on to lib/session.ts.

const Anything = z.unknown()

const FieldRuleSchema = fieldRuleSchema(optFlag)

// A business refusal (as opposed to the platform being down): the answer to a yes/no check.
function isRefusal(error: unknown): boolean {
  return isUpstreamError(error) && error.status >= 400 && error.status < 500 && error.status !== 429
}

const LoginValue = z.object({
  token: z.string().min(1),
  firstTimeLogin: optFlag,
  passwordExpired: optFlag,
  // Set when an agent created the account with a default password the member must replace.
  defaultPassword: optFlag,
  passwordIsDefault: optFlag,
  forceChangePassword: optFlag,
  id: str.nullish(),
  userName: z.string().nullish(),
})

export type LoginOutcome = {
  token: string
  firstTimeLogin: boolean
  mustChangePassword: boolean
}

function reshapeLogin(v: z.infer<typeof LoginValue>): LoginOutcome {
  return {
    token: v.token,
    firstTimeLogin: v.firstTimeLogin,
    mustChangePassword:
      v.passwordExpired || v.defaultPassword || v.passwordIsDefault || v.forceChangePassword,
  }
}

export type LoginInput =
  | { type: 'username'; username: string; password: string; captcha?: string; captchaId?: string }
  | { type: 'sms'; countryDialingCode: string; mobile: string; code: string }
  // Tenants verifying phones with Firebase prove the number with its id token instead of a code.
  | { type: 'sms'; countryDialingCode: string; mobile: string; firebaseIdToken: string }
  // Google or Facebook through Firebase: the id token of that sign-in (docs/platform.md, "Third-party sign-in").
  // `domain`: the site's host, kept as the registration domain when the sign-in creates the member.
  | { type: 'google' | 'facebook'; firebaseIdToken: string; domain?: string }

export async function login(
  ctx: UpstreamContext,
  input: LoginInput,
  deviceId: string,
): Promise<LoginOutcome> {
  const json =
    input.type === 'username'
      ? {
          username: input.username,
          password: input.password,
          captcha: input.captcha ?? '',
          type: 'username',
          loginDeviceId: deviceId,
        }
      : input.type === 'sms'
        ? {
            username: input.mobile,
            mobileNum: input.mobile,
            countryDialingCode: input.countryDialingCode,
            ...('firebaseIdToken' in input
              ? { firebaseIdToken: input.firebaseIdToken, firebaseChannel: 'sms' }
              : { password: input.code, verificationCode: input.code }),
            captcha: '',
            type: 'sms',
            loginDeviceId: deviceId,
          }
        : {
            type: input.type,
            firebaseIdToken: input.firebaseIdToken,
            firebaseChannel: input.type,
            ...(input.domain ? { domain: input.domain } : {}),
            captcha: '',
            loginDeviceId: deviceId,
          }
  const value = await upstream(
    { ...ctx, token: undefined },
    {
      method: 'POST',
      path: '/wps/session/login',
      json,
      encrypt: true,
      auth: 'none',
      cookies: input.type === 'username' && input.captchaId ? { captchaId: input.captchaId } : undefined,
      schema: LoginValue,
    },
  )
  // SMS and third-party logins never force a password change (upstream-contract.md §7).
  const outcome = reshapeLogin(value)
  return input.type === 'username' ? outcome : { ...outcome, mustChangePassword: false }
}

// A trial (type 4) account for playing with play money.
export async function freePlay(ctx: UpstreamContext): Promise<LoginOutcome> {
  const value = await upstream(
    { ...ctx, token: undefined },
    {
      method: 'POST',
      path: '/wps/session/login/freeplay',
      json: { os: 'web', platform: 'W', random: drawSecret() + randomBytes(8).toString('hex') },
      auth: 'none',
      schema: LoginValue,
    },
  )
  return { ...reshapeLogin(value), mustChangePassword: false }
}

export async function revokeToken(ctx: UpstreamContext): Promise<void> {
  await upstream(ctx, {
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: 'required',
    schema: Anything,
  })
}

export type Captcha = { imageDataUrl: string; captchaId: string }

export async function captcha(ctx: UpstreamContext): Promise<Captcha> {
  const { data, headers } = await upstreamCall(
    { ...ctx, token: undefined },
    { path: '/wps/captcha', query: { t: Date.now() }, auth: 'none', retry: false, schema: z.string().min(1) },
  )
  const captchaId = upstreamCookie(headers, 'captchaId')
  if (!captchaId) throw new Error('The platform answered a captcha without its captchaId cookie')
  const base64 = data.replace(/^data:image\/png;base64,/, '')
  if (!/^[A-Za-z0-9+/=]+$/.test(base64)) throw new Error('The captcha is not base64')
  return { imageDataUrl: `data:image/png;base64,${base64}`, captchaId }
}

export type SmsPurpose = 'register' | 'login' | 'reset'
export type SmsSent = { resendAfterSeconds: number; expiresAt: string | null }

const SmsValue = z
  .object({
    expiredMinutes: z.coerce.number().nullish(),
    expirationTime: z.union([z.string(), z.number()]).nullish(),
  })
  .nullish()

export async function sendSmsCode(
  ctx: UpstreamContext,
  purpose: SmsPurpose,
  phone: { countryDialingCode: string; mobile: string },
): Promise<SmsSent> {
  const request =
    purpose === 'register'
      ? {
          path: '/wps/verification/sms/register',
          json: { countryDialingCode: phone.countryDialingCode, mobileNo: phone.mobile },
        }
      : purpose === 'login'
        ? {
            path: '/wps/verification/sms/noLogin',
            json: { countryDialingCode: phone.countryDialingCode, mobileNum: phone.mobile },
          }
        : {
            path: '/wps/member/password/sms',
            json: { countryDialingCode: phone.countryDialingCode, mobileNum: phone.mobile },
          }
  const value = await upstream(
    { ...ctx, token: undefined },
    { method: 'POST', auth: 'none', schema: SmsValue, ...request },
  )
  // The resend countdown is the code's lifetime (product-spec §4): expiredMinutes × 60 s, or until the
  // expiry time the reset code names.
  let expiresAt: string | null = null
  let resendAfterSeconds = Math.round((value?.expiredMinutes ?? 1) * 60)
  if (value?.expirationTime !== undefined && value?.expirationTime !== null) {
    const at =
      typeof value.expirationTime === 'number'
        ? value.expirationTime
        : Date.parse(value.expirationTime.replace(' ', 'T'))
    if (Number.isFinite(at)) {
      expiresAt = new Date(at).toISOString()
      resendAfterSeconds = Math.max(1, Math.round((at - Date.now()) / 1000))
    }
  }
  return { resendAfterSeconds, expiresAt }
}

// The registration fields the platform knows (upstream-contract.md §6 and product-spec §3).
export type RegistrationFields = {
  username?: string
  password?: string
  confirmPassword?: string
  payeeName?: string
  email?: string
  qqNum?: string
  mobileNum?: string
  recommenderId?: string
  captcha?: string
  verificationCode?: string
  affiliateCode?: string
  paymentPassword?: string
  line?: string
  whatsapp?: string
  zalo?: string
  facebook?: string
  wechat?: string
  idNumber?: string
  birthday?: string
  referralCode?: string
  countryDialingCode?: string
  // Instead of verificationCode, on tenants verifying phones with Firebase.
  firebaseIdToken?: string
  firebaseChannel?: 'sms'
  // The version of the terms the member accepted on the form.
  termsVersion?: number
}

const RegisterValue = z.object({
  token: z.string().min(1),
  userName: z.string().nullish(),
  customerId: str.nullish(),
})

export async function register(
  ctx: UpstreamContext,
  mode: 'username' | 'mobile',
  fields: RegistrationFields,
  origin: { registerUrl: string; domain: string; captchaId?: string },
): Promise<{ token: string; userName: string | null }> {
  const json = {
    ...fields,
    ...(mode === 'mobile' ? { username: fields.mobileNum } : {}),
    login: true,
    registerMethod: 'WEB',
    registerUrl: origin.registerUrl,
    domain: origin.domain,
  }
  const value = await upstream(
    { ...ctx, token: undefined },
    {
      method: 'PUT',
      path: mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
      json,
      encrypt: true,
      auth: 'none',
      cookies: origin.captchaId ? { captchaId: origin.captchaId } : undefined,
      schema: RegisterValue,
    },
  )
  return { token: value.token, userName: value.userName ?? null }
}

// `success:false` with the "taken" code means taken (registration would tell the same); a name the
// rules refuse comes back as the platform's field error.
export async function isUsernameAvailable(ctx: UpstreamContext, username: string): Promise<boolean> {
  try {
    await upstream(
      { ...ctx, token: undefined },
      { path: '/wps/check/username', query: { username }, auth: 'none', schema: Anything },
    )
    return true
  } catch (error) {
    if (isUpstreamError(error) && error.code === 'member.username.taken') return false
    throw error
  }
}

export async function isAffiliateValid(ctx: UpstreamContext, code: string, domain: string): Promise<boolean> {
  try {
    const value = await upstream(
      { ...ctx, token: undefined },
      { path: '/wps/agent/affiliate', query: { code, domain }, auth: 'none', schema: Anything },
    )
    return value !== false
  } catch (error) {
    if (isRefusal(error)) return false
    throw error
  }
}

function publicKey(ctx: UpstreamContext, name: string): string {
  return `${ctx.tenant.id}:${ctx.locale}:${name}`
}

// A public catalogue read, the same for every visitor of one tenant and language, cached for `ttlMs`.
function publicRead<S extends z.ZodType, T>(
  ctx: UpstreamContext,
  name: string,
  read: { path: string; schema: S; ttlMs: number },
  shape: (value: z.infer<S>) => T,
): Promise<T> {
  return cachedRead(
    publicKey(ctx, name),
    async () =>
      shape(
        await upstream(
          { tenant: ctx.tenant, locale: ctx.locale },
          { kind: 'catalogue', path: read.path, auth: 'none', schema: read.schema },
        ),
      ),
    { ttlMs: read.ttlMs },
  )
}

export function registerSettings(ctx: UpstreamContext): Promise<Record<string, FieldRule>> {
  return publicRead(
    ctx,
    'register-settings',
    { path: '/wps/system/setting/register', schema: z.record(z.string(), FieldRuleSchema), ttlMs: 60_000 },
    (value) => value as Record<string, FieldRule>,
  )
}

export type CountryCode = { countryCode: string; dialingCode: string }

export function countryCodes(ctx: UpstreamContext): Promise<CountryCode[]> {
  return publicRead(
    ctx,
    'countries',
    {
      path: '/wps/system/country',
      schema: z.array(z.object({ countryCode: z.string(), countryDialingCode: str })),
      ttlMs: 10 * 60_000,
    },
    (value) =>
      value.map((c) => ({
        countryCode: c.countryCode.toUpperCase(),
        dialingCode: c.countryDialingCode.replace(/^\+/, ''),
      })),
  )
}

export async function changePassword(
  ctx: UpstreamContext,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  await upstream(ctx, {
    method: 'POST',
    path: '/wps/member/password',
    json: input,
    encrypt: true,
    auth: 'required',
    schema: Anything,
  })
}

export async function forgotPasswordByEmail(
  ctx: UpstreamContext,
  input: { username: string; email: string },
): Promise<void> {
  await upstream(
    { ...ctx, token: undefined },
    { method: 'POST', path: '/wps/member/password/email', form: input, auth: 'none', schema: Anything },
  )
}

export async function setPasswordByPhone(
  ctx: UpstreamContext,
  input: {
    countryDialingCode: string
    mobileNum: string
    newPassword: string
    confirmNewPassword: string
  } & ({ verificationCode: string } | { firebaseIdToken: string; firebaseChannel: 'sms' }),
): Promise<{ userName: string }> {
  return upstream(
    { ...ctx, token: undefined },
    {
      method: 'POST',
      path: '/wps/member/password/verification',
      json: input,
      encrypt: true,
      auth: 'none',
      schema: z.object({ userName: z.string().min(1) }),
    },
  )
}
