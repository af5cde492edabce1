import { ageOn, birthdayRefusal, parseBirthday, type CalendarDate } from './age'
import { checkBirthday, errorKey, serverFieldError } from './field-rules'
import type { FieldRule } from '@/lib/types'

const date = (text: string): CalendarDate => parseBirthday(text)!
const rule: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  patternId: 11,
  minLength: 10,
  maxLength: 10,
  minimumAge: 18,
}

describe('age at registration', () => {
  it('turns a year older on the birthday itself', () => {
    expect(ageOn(date('2008-06-15'), date('2026-06-14'))).toBe(17)
    expect(ageOn(date('2008-06-15'), date('2026-06-15'))).toBe(18)
    expect(birthdayRefusal(rule, '2008-06-15', date('2026-06-15'))).toBeNull()
    expect(birthdayRefusal(rule, '2008-06-16', date('2026-06-15'))).toBe('underAge')
  })

  it('makes someone born on 29 February older on 1 March in other years, on 29 February in leap years', () => {
    expect(ageOn(date('2008-02-29'), date('2026-02-28'))).toBe(17)
    expect(ageOn(date('2008-02-29'), date('2026-03-01'))).toBe(18)
    expect(ageOn(date('2004-02-29'), date('2028-02-28'))).toBe(23)
    expect(ageOn(date('2004-02-29'), date('2028-02-29'))).toBe(24)
    expect(birthdayRefusal(rule, '2008-02-29', date('2026-02-28'))).toBe('underAge')
    expect(birthdayRefusal(rule, '2008-02-29', date('2026-03-01'))).toBeNull()
  })

  it('refuses a future date and a date that does not exist', () => {
    expect(birthdayRefusal(rule, '2026-06-16', date('2026-06-15'))).toBe('birthdayFuture')
    for (const text of ['2005-02-29', '2005-13-01', '2005-04-31', '15/06/2008', '2008-6-15']) {
      expect(birthdayRefusal(rule, text, date('2026-06-15'))).toBe('birthdayInvalid')
    }
  })

  it("takes the minimum age from the tenant's rule, 18 where it names none", () => {
    expect(birthdayRefusal({ ...rule, minimumAge: 21 }, '2006-06-15', date('2026-06-15'))).toBe('underAge')
    expect(birthdayRefusal({ ...rule, minimumAge: 21 }, '2005-06-15', date('2026-06-15'))).toBeNull()
    expect(birthdayRefusal({ ...rule, minimumAge: undefined }, '2008-06-16', date('2026-06-15'))).toBe(
      'underAge',
    )
  })
})

describe('the birthday field', () => {
  const yearsAgo = (years: number) => {
    const now = new Date()
    return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
      .toISOString()
      .slice(0, 10)
  }

  it('checks the format, then the date and the age, naming the age in the message', () => {
    expect(checkBirthday(rule, '')).toEqual({ code: 'required' })
    expect(checkBirthday(rule, '17.05.2001')?.code).toBe('pattern')
    expect(checkBirthday(rule, yearsAgo(18))).toBeNull()
    const young = checkBirthday({ ...rule, minimumAge: 21 }, yearsAgo(20))
    expect(young).toEqual({ code: 'underAge', minimumAge: 21 })
    expect(errorKey(young!)).toEqual({ key: 'underAge', values: { age: '21' } })
    expect(checkBirthday(rule, '2001-02-29')).toEqual({ code: 'birthdayInvalid' })
    expect(checkBirthday(rule, yearsAgo(-1))).toEqual({ code: 'birthdayFuture' })
  })

  it("reads the server's refusals back with the rule's minimum age", () => {
    expect(serverFieldError('underAge', { ...rule, minimumAge: 21 })).toEqual({
      code: 'underAge',
      minimumAge: 21,
    })
    expect(serverFieldError('birthdayFuture', rule)).toEqual({ code: 'birthdayFuture' })
    expect(serverFieldError('birthdayInvalid', rule)).toEqual({ code: 'birthdayInvalid' })
  })
})
