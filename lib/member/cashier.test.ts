import { minorToDecimal, parseAmountInput } from './cashier'

describe('parseAmountInput', () => {
  it('reads a point or a comma as the decimal separator', () => {
    expect(parseAmountInput('50', 2)).toEqual({ ok: true, minor: 5000 })
    expect(parseAmountInput('50.25', 2)).toEqual({ ok: true, minor: 5025 })
    expect(parseAmountInput('50,25', 2)).toEqual({ ok: true, minor: 5025 })
    expect(parseAmountInput(' 0,1 ', 2)).toEqual({ ok: true, minor: 10 })
    expect(parseAmountInput('12.50', 2)).toEqual({ ok: true, minor: 1250 })
    expect(parseAmountInput('12.500', 2)).toEqual({ ok: true, minor: 1250 })
  })

  it('names what is wrong', () => {
    expect(parseAmountInput('', 2)).toEqual({ ok: false, problem: 'required' })
    expect(parseAmountInput('abc', 2)).toEqual({ ok: false, problem: 'not_number' })
    expect(parseAmountInput('-5', 2)).toEqual({ ok: false, problem: 'not_number' })
    expect(parseAmountInput('1e3', 2)).toEqual({ ok: false, problem: 'not_number' })
    expect(parseAmountInput('0', 2)).toEqual({ ok: false, problem: 'not_number' })
    expect(parseAmountInput('1.234,56', 2)).toEqual({ ok: false, problem: 'not_number' })
    expect(parseAmountInput('10.001', 2)).toEqual({ ok: false, problem: 'too_many_decimals' })
    // A thousands separator is refused, never read as a thousand.
    expect(parseAmountInput('1,234', 2)).toEqual({ ok: false, problem: 'too_many_decimals' })
    expect(parseAmountInput('5.5', 0)).toEqual({ ok: false, problem: 'too_many_decimals' })
  })
})

describe('minorToDecimal', () => {
  it('writes minor units as an exact decimal', () => {
    expect(minorToDecimal(5025, 2)).toBe('50.25')
    expect(minorToDecimal(5, 2)).toBe('0.05')
    expect(minorToDecimal(123456789, 2)).toBe('1234567.89')
    expect(minorToDecimal(700, 0)).toBe('700')
  })
})
