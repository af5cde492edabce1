import { z } from 'zod'
import type { MemberView } from '@/lib/types'

// The inputs and outputs of the auth routes (app/api/auth/*): one schema per input, shared by the forms
// that build it (through lib/client/auth.ts) and the handlers that parse it. No server code here: client
// islands import this file.

const text = (max: number) => z.string().trim().max(max)
const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/)
  .transform((v) => v.replace(/^\+/, ''))
const mobile = z
  .string()
  .trim()
  .regex(/^[\d\s-]{5,20}$/)
  .transform((v) => v.replace(/[\s-]/g, ''))
// Passwords are never trimmed: a space is a character like any other.
const password = z.string().min(1).max(128)

// Tenants verifying phones with Firebase send its id token where others send the platform's SMS code.
const firebaseIdToken = z.string().trim().min(1).max(4096)
const firebaseChannel = z.literal('sms')

// A code login or reset proves the phone with the SMS code or with a Firebase id token (and its channel).
function requireCodeOrToken(
  value: { code?: string; firebaseIdToken?: string; firebaseChannel?: 'sms' },
  ctx: z.RefinementCtx,
) {
  if (value.firebaseIdToken) {
    if (!value.firebaseChannel)
      ctx.addIssue({ code: 'custom', path: ['firebaseChannel'], message: 'required' })
  } else if (!value.code) ctx.addIssue({ code: 'custom', path: ['code'], message: 'required' })
}

export const LoginInput = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('username'),
      username: text(64).min(1),
      password,
      captcha: text(16).optional(),
    }),
    z.object({
      type: z.literal('sms'),
      countryDialingCode: dialingCode,
      mobile,
      code: text(16).min(1).optional(),
      firebaseIdToken: firebaseIdToken.optional(),
      firebaseChannel: firebaseChannel.optional(),
    }),
    // Google or Facebook through Firebase: the id token of the sign-in and which of the two it was.
    z.object({
      type: z.literal('firebase'),
      channel: z.enum(['google', 'facebook']),
      firebaseIdToken,
    }),
  ])
  .superRefine((value, ctx) => {
    if (value.type === 'sms') requireCodeOrToken(value, ctx)
  })
export type LoginInput = z.input<typeof LoginInput>

export const SmsInput = z.object({
  purpose: z.enum(['register', 'login', 'reset']),
  countryDialingCode: dialingCode,
  mobile,
})
export type SmsInput = z.input<typeof SmsInput>

const optional = (max = 255) => text(max).optional()

export const RegisterInput = z.object({
  mode: z.enum(['username', 'mobile']),
  username: optional(64),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: optional(),
  email: optional(),
  qqNum: optional(),
  mobileNum: optional(20),
  countryDialingCode: optional(5),
  recommenderId: optional(),
  captcha: optional(16),
  verificationCode: optional(255),
  affiliateCode: optional(64),
  paymentPassword: z.string().max(128).optional(),
  line: optional(),
  whatsapp: optional(),
  zalo: optional(),
  facebook: optional(),
  wechat: optional(),
  idNumber: optional(),
  birthday: optional(32),
  referralCode: optional(64),
  // Tenants verifying phones with Firebase send its id token instead of relying on the platform's code.
  firebaseIdToken: z.string().max(4096).optional(),
  firebaseChannel: z.literal('sms').optional(),
  // The registration must be agreed to: 18+ and the terms.
  acceptTerms: z.literal(true),
  // The version of the terms the form linked (register settings `termsVersion`), which the platform
  // records as accepted; a tenant without versioned terms sends none.
  termsVersion: z.int().positive().optional(),
})
export type RegisterInput = z.input<typeof RegisterInput>

export const UsernameCheckInput = z.object({ username: text(64).min(1) })
export const AffiliateCheckInput = z.object({ code: text(64).min(1) })

export const ChangePasswordInput = z
  .object({
    // Empty in a forced change: the session was opened by the password being replaced.
    oldPassword: z.string().max(128),
    newPassword: password,
    confirmNewPassword: password,
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: 'mismatch',
  })
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>

export const ResetByEmailInput = z.object({
  username: text(64).min(1),
  email: z.email().max(254),
})
export type ResetByEmailInput = z.input<typeof ResetByEmailInput>

export const ResetByPhoneInput = z
  .object({
    countryDialingCode: dialingCode,
    mobile,
    code: text(16).min(1).optional(),
    firebaseIdToken: firebaseIdToken.optional(),
    firebaseChannel: firebaseChannel.optional(),
    newPassword: password,
    confirmNewPassword: password,
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: 'mismatch',
  })
  .superRefine(requireCodeOrToken)
export type ResetByPhoneInput = z.input<typeof ResetByPhoneInput>

// What the handlers answer; their bodies are typed with these so the client's calls cannot drift.
export type LoginOutput = { member: MemberView; firstTimeLogin: boolean; mustChangePassword: boolean }
export type RegisterOutput = { member: MemberView }
export type ResetByPhoneOutput = { member: MemberView | null }
export type SmsOutput = { resendAfterSeconds: number; expiresAt: string | null }
export type UsernameCheckOutput = { available: boolean }
export type AffiliateCheckOutput = { valid: boolean }

// The answer to a hand-over link opened while another account is signed in (/handover).
export const HandoverInput = z.object({ choice: z.enum(['keep', 'switch']) })
export type HandoverInput = z.infer<typeof HandoverInput>
