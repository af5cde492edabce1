import type { FieldRule } from '@/lib/types'

// Age at registration: the tenant's `birthday` register rule carries the minimum age (18 where it names
// none). The form checks it as typed and the BFF again before the call; the platform refuses as well.

export const DEFAULT_MINIMUM_AGE = 18

export type CalendarDate = { year: number; month: number; day: number }

// Why a birthday is refused, as the `FieldRules` texts name it.
export type BirthdayRefusal = 'birthdayInvalid' | 'birthdayFuture' | 'underAge'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

// A calendar date written yyyy-MM-dd, or null when the text is not one (2025-02-30 is not).
export function parseBirthday(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return exists ? { year, month, day } : null
}

// Whole years from a birthday to `today`. Someone born on 29 February turns a year older on 1 March in
// years without one.
export function ageOn(birthday: CalendarDate, today: CalendarDate): number {
  const hadBirthday =
    today.month > birthday.month || (today.month === birthday.month && today.day >= birthday.day)
  return today.year - birthday.year - (hadBirthday ? 0 : 1)
}

// Today in UTC, as the platform counts it.
export function utcToday(now: Date = new Date()): CalendarDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() }
}

const after = (a: CalendarDate, b: CalendarDate) =>
  a.year !== b.year ? a.year > b.year : a.month !== b.month ? a.month > b.month : a.day > b.day

export function minimumAgeOf(rule: FieldRule | undefined): number {
  return rule?.minimumAge ?? DEFAULT_MINIMUM_AGE
}

// Why a given birthday is refused under the rule, or null when it is accepted (an empty value is the
// rule's `required` to judge).
export function birthdayRefusal(
  rule: FieldRule | undefined,
  text: string,
  today: CalendarDate = utcToday(),
): BirthdayRefusal | null {
  if (text === '') return null
  const birthday = parseBirthday(text)
  if (!birthday) return 'birthdayInvalid'
  if (after(birthday, today)) return 'birthdayFuture'
  return ageOn(birthday, today) < minimumAgeOf(rule) ? 'underAge' : null
}
