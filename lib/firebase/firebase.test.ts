import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseTenantsFile } from '@/lib/tenant-config'
import { firebaseConfigOf, phoneVerificationOf, socialProvidersOf } from './config'
import { FIREBASE_ERROR_KEYS, firebaseErrorKey } from './errors'
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
    const tenant = {
      id: 'solara',
      hosts: ['solara.example'],
      merchantCode: 'SOL1',
      brandName: 'Solara Games',
      defaultLocale: 'pt',
      locales: ['pt', 'en'],
      theme: { primary: '#f5a524', accent: '#7c3aed', primaryText: '#1a1200' },
    }
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
  })
})
