import type { FieldRule } from '@/lib/types'
import {
  REGISTER_NAMES,
  checkRegistration,
  cleanValue,
  registerFieldsToSend,
  type RegisterShape,
} from './register-check'

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '.*',
  minLength: 4,
  maxLength: 12,
  patternId: 1,
  ...over,
})

const values = (over: Partial<Record<(typeof REGISTER_NAMES)[number], string>> = {}) =>
  ({ ...Object.fromEntries(REGISTER_NAMES.map((n) => [n, ''])), ...over }) as Record<
    (typeof REGISTER_NAMES)[number],
    string
  >

const byUsername: RegisterShape = {
  mode: 'username',
  profileFields: ['email'],
  showPassword: true,
  showCode: false,
  showAffiliate: false,
  showCaptcha: true,
}

describe('checkRegistration', () => {
  it('asks for what the shape shows, and nothing else', () => {
    const found = checkRegistration(
      values(),
      { username: rule(), password: rule(), captcha: rule() },
      byUsername,
    )
    expect(Object.keys(found).sort()).toEqual(['captcha', 'confirmPassword', 'password', 'username'])
    expect(found.username).toEqual({ code: 'required' })
  })

  it('checks the confirmation and the mobile number of a mobile registration', () => {
    const shape: RegisterShape = { ...byUsername, mode: 'mobile', profileFields: [], showCaptcha: false }
    const found = checkRegistration(
      values({ mobileNum: '12', password: 'abcdef', confirmPassword: 'abcdeg' }),
      {},
      shape,
    )
    expect(found).toEqual({
      mobileNum: { code: 'mobile' },
      confirmPassword: { code: 'mismatch' },
    })
  })

  it('keeps secrets as typed and strips mobile numbers', () => {
    expect(cleanValue('password', ' a b ')).toBe(' a b ')
    expect(cleanValue('mobileNum', ' 11 9876-5432 ')).toBe('1198765432')
    expect(cleanValue('username', ' ana ')).toBe('ana')
    // No country picked: the first country's code, shown in the picker, is the one sent.
    expect(cleanValue('countryDialingCode', '', '55')).toBe('55')
    expect(cleanValue('countryDialingCode', '66', '55')).toBe('66')
  })

  it('sends the code only where the platform checks it', () => {
    const shape: RegisterShape = {
      ...byUsername,
      mode: 'mobile',
      profileFields: [],
      showCode: true,
      showCaptcha: false,
    }
    expect(registerFieldsToSend(shape, true)).toEqual([
      'mobileNum',
      'countryDialingCode',
      'password',
      'confirmPassword',
      'verificationCode',
    ])
    expect(registerFieldsToSend(shape, false)).not.toContain('verificationCode')
  })
})
