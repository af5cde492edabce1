// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { ageOn, checkBirthday, parseBirthday } from '../lib/age.mjs'
import { fieldRule } from '../lib/patterns.mjs'

const day = (/** @type {string} */ text) =>
  /** @type {NonNullable<ReturnType<typeof parseBirthday>>} */ (parseBirthday(text))
const at = (/** @type {string} */ text) => Date.parse(`${text}T12:00:00Z`)
const rule = fieldRule({ patternId: 11, minLength: 10, maxLength: 10, required: true, minimumAge: 18 })

describe('age at registration', () => {
  it('counts whole years, turning older on the birthday itself', () => {
    assert.equal(ageOn(day('2008-06-15'), day('2026-06-14')), 17)
    assert.equal(ageOn(day('2008-06-15'), day('2026-06-15')), 18)
    assert.equal(ageOn(day('2008-06-15'), day('2027-01-01')), 18)
  })

  it('turns someone born on 29 February older on 1 March in other years, on 29 February in leap years', () => {
    assert.equal(ageOn(day('2008-02-29'), day('2026-02-28')), 17)
    assert.equal(ageOn(day('2008-02-29'), day('2026-03-01')), 18)
    assert.equal(ageOn(day('2004-02-29'), day('2028-02-28')), 23)
    assert.equal(ageOn(day('2004-02-29'), day('2028-02-29')), 24)
  })

  it('reads only dates that exist', () => {
    assert.deepEqual(parseBirthday('2004-02-29'), { year: 2004, month: 2, day: 29 })
    for (const text of ['2005-02-29', '2005-13-01', '2005-04-31', '05-04-2005', '2005-4-1', '']) {
      assert.equal(parseBirthday(text), null, text)
    }
  })

  it('refuses the under-age, the future and the malformed, and accepts the 18th birthday today', () => {
    assert.equal(checkBirthday(rule, '2008-06-15', at('2026-06-15')), '2008-06-15')
    const code = (/** @type {string} */ text) => {
      try {
        checkBirthday(rule, text, at('2026-06-15'))
        return 'accepted'
      } catch (error) {
        return /** @type {{ errorCode: string }} */ (error).errorCode
      }
    }
    assert.equal(code('2008-06-16'), 'member.age.under')
    assert.equal(code('2026-06-16'), 'member.birthday.future')
    assert.equal(code('2007-02-30'), 'member.birthday.invalid')
    assert.equal(code('15/06/2008'), 'request_param_err')
    assert.equal(code(''), 'request_param_err')
    assert.equal(checkBirthday({ ...rule, required: false }, '', at('2026-06-15')), null)
    assert.equal(checkBirthday({ ...rule, enabled: false }, '2020-01-01', at('2026-06-15')), null)
  })

  it('takes the minimum age from the rule', () => {
    const strict = { ...rule, minimumAge: 21 }
    assert.throws(() => checkBirthday(strict, '2006-06-15', at('2026-06-15')), {
      errorCode: 'member.age.under',
    })
    assert.equal(checkBirthday(strict, '2005-06-15', at('2026-06-15')), '2005-06-15')
  })
})
