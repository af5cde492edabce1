import { hms } from './time'

describe('protection times', () => {
  it('writes hours, minutes and seconds, hours past a day included', () => {
    expect(hms(0)).toBe('0:00:00')
    expect(hms(3725)).toBe('1:02:05')
    expect(hms(25 * 3600)).toBe('25:00:00')
    expect(hms(-4)).toBe('0:00:00')
  })
})
