import type { FieldRule } from '@/lib/types'
import { checkBirthday, checkConfirmation, checkMobile, checkRule, type FieldError } from './field-rules'
import { PROFILE_FIELDS } from './register-fields'

// Every field the registration form can hold, in the order it shows them ('agree' is the terms switch).
export const REGISTER_NAMES = [
  'username',
  'mobileNum',
  'countryDialingCode',
  'password',
  'confirmPassword',
  ...PROFILE_FIELDS,
  'verificationCode',
  'affiliateCode',
  'captcha',
  'agree',
] as const
export type RegisterName = (typeof REGISTER_NAMES)[number]

// Every field starts empty; the terms switch starts on ('1').
export const REGISTER_INITIAL = Object.fromEntries(
  REGISTER_NAMES.map((name) => [name, name === 'agree' ? '1' : '']),
) as Record<RegisterName, string>

// The platform's refusals that belong under one field.
export const REFUSED_FIELD: Record<string, RegisterName> = {
  username_taken: 'username',
  mobile_taken: 'mobileNum',
  captcha_invalid: 'captcha',
  captcha_required: 'captcha',
  sms_code_invalid: 'verificationCode',
}

const SECRET_FIELDS = new Set<RegisterName>(['password', 'confirmPassword', 'paymentPassword'])

// Which parts the form shows, from the tenant's rules and switches and the chosen mode.
export type RegisterShape = {
  mode: 'username' | 'mobile'
  profileFields: readonly RegisterName[]
  showPassword: boolean
  showCode: boolean
  showAffiliate: boolean
  showCaptcha: boolean
}

export type Rules = Record<string, FieldRule>

// A rule the tenant switched on, else none.
export function enabledRule(rules: Rules, name: string): FieldRule | undefined {
  return rules[name]?.enabled ? rules[name] : undefined
}

// A value as it is sent: trimmed, except secrets (a space is a character like any other), mobile numbers
// without the spaces and dashes allowed while typing, and, while the player has picked no country, the
// dialing code the form shows (the first country's).
export function cleanValue(name: RegisterName, value: string, firstDialing = ''): string {
  if (SECRET_FIELDS.has(name)) return value
  if (name === 'countryDialingCode') return value.trim() || firstDialing
  return name === 'mobileNum' ? value.trim().replace(/[\s-]/g, '') : value.trim()
}

export function checkRegisterMobile(rules: Rules, digits: string): FieldError | null {
  const rule = enabledRule(rules, 'mobileNum')
  return rule ? checkRule(rule, digits, true) : checkMobile(digits)
}

// The browser's check of a registration, with the rules the server applies (lib/bff/field-rules.ts).
export function checkRegistration(
  raw: Record<RegisterName, string>,
  rules: Rules,
  shape: RegisterShape,
): Partial<Record<RegisterName, FieldError>> {
  const v = (name: RegisterName) => cleanValue(name, raw[name])
  const found: Partial<Record<RegisterName, FieldError | null>> = {}
  if (shape.mode === 'username') found.username = checkRule(rules.username, v('username'), true)
  else found.mobileNum = checkRegisterMobile(rules, v('mobileNum'))
  if (shape.showPassword) {
    found.password = checkRule(rules.password, v('password'), true)
    found.confirmPassword = checkConfirmation(v('password'), v('confirmPassword'))
  }
  for (const name of shape.profileFields) {
    const rule = enabledRule(rules, name)
    found[name] = name === 'birthday' ? checkBirthday(rule, v(name)) : checkRule(rule, v(name))
  }
  if (shape.showCode) {
    const code = v('verificationCode')
    found.verificationCode =
      code === '' ? { code: 'required' } : code.length > 255 ? { code: 'invalid' } : null
  }
  if (shape.showAffiliate)
    found.affiliateCode = checkRule(enabledRule(rules, 'affiliateCode'), v('affiliateCode'))
  if (shape.showCaptcha) found.captcha = checkRule(enabledRule(rules, 'captcha'), v('captcha'), true)
  const out: Partial<Record<RegisterName, FieldError>> = {}
  for (const [name, error] of Object.entries(found) as [RegisterName, FieldError | null][]) {
    if (error) out[name] = error
  }
  return out
}

// The names a registration sends in its mode (the code only where the platform checks it itself).
export function registerFieldsToSend(shape: RegisterShape, platformCode: boolean): RegisterName[] {
  const names: RegisterName[] =
    shape.mode === 'username'
      ? ['username', 'password', 'confirmPassword', ...shape.profileFields]
      : [
          'mobileNum',
          'countryDialingCode',
          ...(shape.showPassword ? (['password', 'confirmPassword'] as const) : []),
          ...shape.profileFields,
        ]
  if (shape.showCode && platformCode) names.push('verificationCode')
  if (shape.showCaptcha) names.push('captcha')
  return names
}
