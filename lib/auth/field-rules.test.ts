import {
  checkConfirmation,
  checkEmail,
  checkMobile,
  checkRule,
  describeRule,
  errorKey,
  lengthRange,
  serverFieldError,
} from './field-rules'
import { countdownSeconds } from './countdown'
import { decodeRemembered, rememberCookie, rememberedUsername } from './remember'
import { safeNext } from './safe-next'
import { rule } from './test-rule'

const username = rule({
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 1,
  minLength: 6,
  maxLength: 16,
})

describe('field rules in the browser', () => {
  it('formats (min) - (max), one number when both are equal', () => {
    expect(lengthRange(6, 16)).toBe('6 - 16')
    expect(lengthRange(11, 11)).toBe('11')
  })

  it('names the missing, the malformed and the wrong-length value', () => {
    expect(checkRule(username, '', true)).toEqual({ code: 'required' })
    expect(checkRule(username, '7player')).toEqual({ code: 'pattern', patternId: 1, range: '6 - 16' })
    expect(checkRule(username, 'abc')).toEqual({ code: 'pattern', patternId: 1, range: '6 - 16' })
    expect(checkRule(username, 'player7')).toBeNull()
  })

  it('lets an empty optional field pass and checks it once filled', () => {
    const idNumber = rule({
      acceptedPattern: '^[0-9]+$',
      patternId: 6,
      minLength: 11,
      maxLength: 11,
      required: false,
    })
    expect(checkRule(idNumber, '')).toBeNull()
    expect(checkRule(idNumber, '123')).toEqual({ code: 'pattern', patternId: 6, range: '11' })
    expect(checkRule(undefined, 'anything')).toBeNull()
  })

  it('checks the confirmation against the password', () => {
    expect(checkConfirmation('Secret#1', '')).toEqual({ code: 'required' })
    expect(checkConfirmation('Secret#1', 'Secret#2')).toEqual({ code: 'mismatch' })
    expect(checkConfirmation('Secret#1', 'Secret#1')).toBeNull()
  })

  it('checks mobile numbers and e-mail addresses', () => {
    expect(checkMobile('')).toEqual({ code: 'required' })
    expect(checkMobile('12ab')).toEqual({ code: 'mobile' })
    expect(checkMobile('11 98765-4321')).toBeNull()
    const mobileRule = rule({ acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 10, maxLength: 11 })
    expect(checkMobile('123456789', mobileRule)).toEqual({ code: 'pattern', patternId: 6, range: '10 - 11' })
    expect(checkEmail('player01@example.com')).toBeNull()
    expect(checkEmail('player01@')).toEqual({ code: 'email' })
  })

  it('keys messages by pattern id, with a generic text for unknown ids', () => {
    expect(errorKey({ code: 'required' })).toEqual({ key: 'required' })
    expect(errorKey({ code: 'pattern', patternId: 19, range: '6 - 20' })).toEqual({
      key: 'pattern19',
      values: { range: '6 - 20' },
    })
    expect(errorKey({ code: 'pattern', patternId: 77, range: '4' })).toEqual({
      key: 'patternOther',
      values: { range: '4' },
    })
    expect(errorKey(describeRule(username))).toEqual({ key: 'pattern1', values: { range: '6 - 16' } })
  })

  it('reads the server field codes back as form errors', () => {
    expect(serverFieldError('required', username)).toEqual({ code: 'required' })
    expect(serverFieldError('mismatch', undefined)).toEqual({ code: 'mismatch' })
    expect(serverFieldError('pattern', username)).toEqual({ code: 'pattern', patternId: 1, range: '6 - 16' })
    expect(serverFieldError('invalid_format', undefined)).toEqual({ code: 'invalid' })
  })
})

describe('SMS countdown', () => {
  it('runs for expiredMinutes × 60 s, or until the named expiry', () => {
    expect(countdownSeconds({ resendAfterSeconds: 300, expiresAt: null })).toBe(300)
    const now = Date.parse('2026-01-01T10:00:00Z')
    expect(countdownSeconds({ resendAfterSeconds: 60, expiresAt: '2026-01-01T10:04:30Z' }, now)).toBe(270)
    expect(countdownSeconds({ resendAfterSeconds: 60, expiresAt: '2026-01-01T09:00:00Z' }, now)).toBe(1)
  })
})

describe('remember me', () => {
  it('keeps only the username, for one day', () => {
    const cookie = rememberCookie('player01', true)
    expect(cookie).toContain('Max-Age=86400')
    expect(cookie).toContain('Secure')
    expect(cookie).not.toMatch(/password/i)
    expect(rememberedUsername('a=1; portal-remember-username=pl%C3%A1yer; b=2')).toBe('pláyer')
    expect(rememberedUsername('a=1')).toBe('')
    expect(decodeRemembered('%E0%A4%A')).toBe('')
  })
})

describe('return path after login', () => {
  it('accepts only paths of this site', () => {
    expect(safeNext('/en/help')).toBe('/en/help')
    expect(safeNext('//evil.example')).toBe('/')
    expect(safeNext('https://evil.example')).toBe('/')
    expect(safeNext('/\\evil.example')).toBe('/')
    expect(safeNext(undefined)).toBe('/')
  })
})
