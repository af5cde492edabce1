// @ts-check
// Age at registration (docs/platform.md, "Registration"): a merchant's `birthday` register rule carries the
// minimum age; a registrant younger than that, a birthday in the future or a date that does not exist is
// refused before anything is created.
import { ApiError } from './http.mjs'
import { checkField } from './guards.mjs'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The minimum age where a merchant's rule names none. */
export const DEFAULT_MINIMUM_AGE = 18

/**
 * A calendar date written yyyy-MM-dd, or null when the text is not one (2025-02-30 is not).
 * @param {string} text
 * @returns {{ year: number, month: number, day: number } | null}
 */
export function parseBirthday(text) {
  const match = ISO_DATE.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return { year, month, day }
}

/**
 * Whole years from a birthday to `today` (both calendar dates). Someone born on 29 February turns a year
 * older on 1 March in years without one.
 * @param {{ year: number, month: number, day: number }} birthday
 * @param {{ year: number, month: number, day: number }} today
 */
export function ageOn(birthday, today) {
  const hadBirthday =
    today.month > birthday.month || (today.month === birthday.month && today.day >= birthday.day)
  return today.year - birthday.year - (hadBirthday ? 0 : 1)
}

/**
 * Today's date in UTC.
 * @param {number} nowMs
 */
export function utcDate(nowMs) {
  const now = new Date(nowMs)
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() }
}

/**
 * The birthday a registration gives, checked against the merchant's rule; null when the rule is off or the
 * field was left empty where it is optional.
 * @param {import('./patterns.mjs').FieldRule | undefined} rule
 * @param {string} text
 * @param {number} nowMs
 * @returns {string | null}
 */
export function checkBirthday(rule, text, nowMs) {
  if (!rule?.enabled) return null
  checkField('birthday', rule, text)
  if (text === '') return null
  const birthday = parseBirthday(text)
  if (!birthday) throw new ApiError(400, 'member.birthday.invalid', { value: { field: 'birthday' } })
  const today = utcDate(nowMs)
  const age = ageOn(birthday, today)
  if (text > `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`) {
    throw new ApiError(400, 'member.birthday.future', { value: { field: 'birthday' } })
  }
  const minimumAge = rule.minimumAge ?? DEFAULT_MINIMUM_AGE
  if (age < minimumAge)
    throw new ApiError(400, 'member.age.under', { value: { field: 'birthday', minimumAge } })
  return text
}
