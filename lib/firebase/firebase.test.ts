import { readFileSync } from 'node:fs'
import path from 'node:path'
import { contentSecurityPolicy, newNonce } from '@/lib/bff/csp'
import { LoginInput, ResetByPhoneInput } from '@/lib/auth/schemas'
import { resetEnvForTests } from '@/lib/env'
import { parseTenantsFile } from '@/lib/tenant/config'
import { tenantEntry } from '@/lib/tenant/test-entry'
import { firebaseConfigOf, phoneVerificationOf, socialProvidersOf } from './config'
import { FIREBASE_ERROR_KEYS, SOCIAL_ERROR_KEYS, firebaseErrorKey, socialErrorKey } from './errors'
import { e164 } from './phone'

const keys = {
  apiKey: 'AIza-public',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  appId: '1:2:web:3',
}

describe('Firebase phone verification switch', () => {
  it('uses the platform SMS codes without keys, Firebase with them', () => {
    expect(phoneVerificationOf({})).toEqual({ kind: 'platform' })
    expect(phoneVerificationOf({ firebase: keys })).toEqual({ kind: 'firebase', config: keys })
  })

  it('passes only the four public keys to the browser', () => {
    const config = firebaseConfigOf({ firebase: { ...keys, secret: 'x' } as typeof keys })
    expect(Object.keys(config ?? {}).sort()).toEqual(['apiKey', 'appId', 'authDomain', 'projectId'])
  })

  it('offers Google and Facebook only when configured on a Firebase tenant', () => {
    expect(socialProvidersOf({ socialSignIn: { google: true } })).toEqual({ google: false, facebook: false })
    expect(socialProvidersOf({ firebase: keys, socialSignIn: { google: true } })).toEqual({
      google: true,
      facebook: false,
    })
  })

  it('reads the optional keys from the tenants file and refuses empty ones', () => {
    const tenant = tenantEntry({
      id: 'solara',
      brandName: 'Solara Games',
      merchantCode: 'SOL1',
      locales: ['pt', 'en'],
    })
    const [plain] = parseTenantsFile({ tenants: [tenant] })
    expect(plain && phoneVerificationOf(plain)).toEqual({ kind: 'platform' })
    const [keyed] = parseTenantsFile({
      tenants: [{ ...tenant, firebase: keys, socialSignIn: { facebook: true } }],
    })
    expect(keyed && phoneVerificationOf(keyed)).toEqual({ kind: 'firebase', config: keys })
    expect(keyed && socialProvidersOf(keyed)).toEqual({ google: false, facebook: true })
    expect(() => parseTenantsFile({ tenants: [{ ...tenant, firebase: { ...keys, apiKey: '' } }] })).toThrow(
      /apiKey/,
    )
  })

  it('names the Auth emulator only when the tenant sets one, "upstream" being the tenant\'s platform', () => {
    expect(firebaseConfigOf({ firebase: keys })?.authEmulatorUrl).toBeUndefined()
    expect(
      firebaseConfigOf({ firebase: { ...keys, authEmulatorUrl: 'http://127.0.0.1:9099/' } })?.authEmulatorUrl,
    ).toBe('http://127.0.0.1:9099')
    expect(
      firebaseConfigOf({
        firebase: { ...keys, authEmulatorUrl: 'upstream' },
        upstreamUrl: 'http://127.0.0.1:4321/base',
      })?.authEmulatorUrl,
    ).toBe('http://127.0.0.1:4321')
    process.env.UPSTREAM_URL = 'http://127.0.0.1:4555'
    resetEnvForTests()
    try {
      expect(firebaseConfigOf({ firebase: { ...keys, authEmulatorUrl: 'upstream' } })?.authEmulatorUrl).toBe(
        'http://127.0.0.1:4555',
      )
    } finally {
      delete process.env.UPSTREAM_URL
      resetEnvForTests()
    }
  })

  it('refuses an emulator address that is not http(s)', () => {
    const tenant = tenantEntry({ id: 'phone', brandName: 'Phone', merchantCode: 'SOL1', locales: ['pt'] })
    expect(() =>
      parseTenantsFile({ tenants: [{ ...tenant, firebase: { ...keys, authEmulatorUrl: 'ftp://x' } }] }),
    ).toThrow(/authEmulatorUrl/)
  })

  it('lets pages reach the emulator of the demo phone tenant', () => {
    // config/tenants.json: phone.localhost tests against the reference platform's emulator.
    expect(contentSecurityPolicy(newNonce(), false)).toMatch(
      /connect-src 'self'[^;]* http:\/\/127\.0\.0\.1:4010/,
    )
  })

  it('dials + country code and number', () => {
    expect(e164('+55', '11 98765-4321')).toBe('+5511987654321')
  })
})

describe('Firebase error catalogue', () => {
  const load = (locale: string) =>
    JSON.parse(readFileSync(path.join(__dirname, '../../messages', `${locale}.json`), 'utf8')) as {
      Auth: { firebase: Record<string, string> }
    }

  it('maps every catalogued code to its own text and the rest to the generic one', () => {
    expect(firebaseErrorKey({ code: 'auth/invalid-phone-number' })).toBe('invalidPhone')
    expect(firebaseErrorKey({ code: 'auth/code-expired' })).toBe('codeExpired')
    expect(firebaseErrorKey({ code: 'auth/popup-closed-by-user' })).toBe('popupClosed')
    expect(firebaseErrorKey({ code: 'auth/network-request-failed' })).toBe('unknown')
    expect(firebaseErrorKey(new Error('boom'))).toBe('unknown')
    expect(firebaseErrorKey(null)).toBe('unknown')
  })

  it.each(['pt', 'en', 'zh', 'id', 'th', 'vi'])('has a %s text for every key', (locale) => {
    const texts = load(locale).Auth.firebase
    for (const key of [...Object.values(FIREBASE_ERROR_KEYS), 'unknown']) expect(texts[key]).toBeTruthy()
    for (const key of [...Object.values(SOCIAL_ERROR_KEYS), 'socialFailed']) expect(texts[key]).toBeTruthy()
  })

  it('gives the Google and Facebook popup failures texts of their own', () => {
    expect(socialErrorKey({ code: 'auth/popup-closed-by-user' })).toBe('popupClosed')
    expect(socialErrorKey({ code: 'auth/cancelled-popup-request' })).toBe('popupClosed')
    expect(socialErrorKey({ code: 'auth/popup-blocked' })).toBe('popupBlocked')
    expect(socialErrorKey({ code: 'auth/account-exists-with-different-credential' })).toBe('accountExists')
    expect(socialErrorKey({ code: 'auth/network-request-failed' })).toBe('networkFailed')
    // Not the phone text ("sign-in with a mobile number is not available").
    expect(socialErrorKey({ code: 'auth/operation-not-allowed' })).toBe('providerUnavailable')
    expect(socialErrorKey({ code: 'auth/internal-error' })).toBe('socialFailed')
    expect(socialErrorKey(new Error('boom'))).toBe('socialFailed')
  })
})

describe('BFF inputs proving a phone', () => {
  const phone = { countryDialingCode: '55', mobile: '11987654321' }
  const passwords = { newPassword: 'Nova#2026', confirmNewPassword: 'Nova#2026' }

  it('take an SMS code or a Firebase id token with its channel', () => {
    expect(LoginInput.safeParse({ type: 'sms', ...phone, code: '123456' }).success).toBe(true)
    expect(
      LoginInput.safeParse({ type: 'sms', ...phone, firebaseIdToken: 'a.b.c', firebaseChannel: 'sms' })
        .success,
    ).toBe(true)
    expect(ResetByPhoneInput.safeParse({ ...phone, ...passwords, code: '123456' }).success).toBe(true)
    expect(
      ResetByPhoneInput.safeParse({
        ...phone,
        ...passwords,
        firebaseIdToken: 'a.b.c',
        firebaseChannel: 'sms',
      }).success,
    ).toBe(true)
  })

  it('refuse neither, a token without its channel, or another channel', () => {
    const none = LoginInput.safeParse({ type: 'sms', ...phone })
    expect(none.success || none.error.issues.map((i) => i.path.join('.'))).toEqual(['code'])
    const channel = ResetByPhoneInput.safeParse({ ...phone, ...passwords, firebaseIdToken: 'a.b.c' })
    expect(channel.success || channel.error.issues.map((i) => i.path.join('.'))).toEqual(['firebaseChannel'])
    expect(
      LoginInput.safeParse({ type: 'sms', ...phone, firebaseIdToken: 'a.b.c', firebaseChannel: 'email' })
        .success,
    ).toBe(false)
    expect(LoginInput.safeParse({ type: 'username', username: 'x', password: 'y' }).success).toBe(true)
  })
})

describe('BFF input of a Google or Facebook sign-in', () => {
  it('takes the id token and which of the two providers it came from', () => {
    for (const channel of ['google', 'facebook']) {
      expect(LoginInput.safeParse({ type: 'firebase', channel, firebaseIdToken: 'a.b.c' }).success).toBe(true)
    }
  })

  it('refuses other providers, a missing or blank token, and a token of more than 4096 characters', () => {
    const paths = (input: unknown) => {
      const parsed = LoginInput.safeParse(input)
      return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'))
    }
    expect(paths({ type: 'firebase', channel: 'twitter', firebaseIdToken: 'a.b.c' })).toEqual(['channel'])
    expect(paths({ type: 'firebase', channel: 'google' })).toEqual(['firebaseIdToken'])
    expect(paths({ type: 'firebase', channel: 'google', firebaseIdToken: '  ' })).toEqual(['firebaseIdToken'])
    expect(paths({ type: 'firebase', channel: 'google', firebaseIdToken: 'x'.repeat(4097) })).toEqual([
      'firebaseIdToken',
    ])
  })
})
