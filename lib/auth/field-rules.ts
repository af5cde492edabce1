import { birthdayRefusal, minimumAgeOf, type BirthdayRefusal } from '@/lib/auth/age'
import { ruleAccepts } from '@/lib/bff/field-rules'
import type { FieldRule } from '@/lib/types'

// The registration and password forms check every field in the browser with the same rules the
// server applies (lib/bff/field-rules.ts), so a refused value never leaves the page. Errors are
// codes; the form turns them into the `FieldRules` texts.

export type FieldError =
  | { code: 'required' }
  | { code: 'pattern'; patternId: number; range: string }
  | { code: 'mismatch' }
  | { code: 'mobile' }
  | { code: 'email' }
  | { code: 'taken' }
  | { code: 'invalid' }
  | { code: 'birthdayInvalid' }
  | { code: 'birthdayFuture' }
  | { code: 'underAge'; minimumAge: number }

// The pattern ids the platform documents (upstream-contract.md §6); anything else gets a generic text.
export const KNOWN_PATTERN_IDS = 20

// '(min) - (max)' of the rule texts: one number when both bounds are equal.
export function lengthRange(min: number, max: number): string {
  return min === max ? String(min) : `${min} - ${max}`
}

export function checkRule(rule: FieldRule | undefined, value: string, required?: boolean): FieldError | null {
  const mustHave = required ?? rule?.required ?? false
  if (value === '') return mustHave ? { code: 'required' } : null
  if (!rule) return null
  if (ruleAccepts(rule, value)) return null
  return { code: 'pattern', patternId: rule.patternId, range: lengthRange(rule.minLength, rule.maxLength) }
}

export function checkConfirmation(password: string, confirmation: string): FieldError | null {
  if (confirmation === '') return { code: 'required' }
  return password === confirmation ? null : { code: 'mismatch' }
}

// Mobile numbers without a rule from the platform (login by SMS, reset by phone): digits, 5 to 15 of
// them, spaces and dashes allowed while typing.
export function checkMobile(value: string, rule?: FieldRule): FieldError | null {
  const digits = value.replace(/[\s-]/g, '')
  if (digits === '') return { code: 'required' }
  if (!/^\d{5,15}$/.test(digits)) return { code: 'mobile' }
  if (rule?.enabled && !ruleAccepts(rule, digits)) {
    return { code: 'pattern', patternId: rule.patternId, range: lengthRange(rule.minLength, rule.maxLength) }
  }
  return null
}

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

export function checkEmail(value: string): FieldError | null {
  if (value === '') return { code: 'required' }
  return EMAIL.test(value) && value.length <= 254 ? null : { code: 'email' }
}

// A birthday's refusal as a form error, with the rule's minimum age.
export function birthdayError(code: BirthdayRefusal, rule: FieldRule | undefined): FieldError {
  return code === 'underAge' ? { code, minimumAge: minimumAgeOf(rule) } : { code }
}

// A birthday checked against its rule: its format first, then the date and the age.
export function checkBirthday(rule: FieldRule | undefined, value: string): FieldError | null {
  const format = checkRule(rule, value)
  if (format || !rule) return format
  const refusal = birthdayRefusal(rule, value)
  return refusal ? birthdayError(refusal, rule) : null
}

// The message key and values of an error in the `FieldRules` namespace.
export function errorKey(error: FieldError): { key: string; values?: Record<string, string> } {
  if (error.code === 'underAge') return { key: error.code, values: { age: String(error.minimumAge) } }
  if (error.code !== 'pattern') return { key: error.code }
  const id = Number.isInteger(error.patternId) && error.patternId >= 0 && error.patternId < KNOWN_PATTERN_IDS
  return { key: id ? `pattern${error.patternId}` : 'patternOther', values: { range: error.range } }
}

// The server names refused fields with codes of its own ('required', 'pattern', 'mismatch', 'invalid',
// zod codes); they are read back as form errors with the rule's texts.
export function serverFieldError(code: string, rule: FieldRule | undefined): FieldError {
  if (code === 'required') return { code: 'required' }
  if (code === 'mismatch') return { code: 'mismatch' }
  if (code === 'underAge' || code === 'birthdayFuture' || code === 'birthdayInvalid') {
    return birthdayError(code, rule)
  }
  if (rule && (code === 'pattern' || code === 'invalid' || code === 'too_small' || code === 'too_big')) {
    return { code: 'pattern', patternId: rule.patternId, range: lengthRange(rule.minLength, rule.maxLength) }
  }
  return { code: 'invalid' }
}

// The rule itself as a hint under a field (the same text as its error).
export function describeRule(rule: FieldRule): FieldError {
  return { code: 'pattern', patternId: rule.patternId, range: lengthRange(rule.minLength, rule.maxLength) }
}
