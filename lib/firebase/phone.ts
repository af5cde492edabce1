'use client'

import { FIREBASE_RESEND_SECONDS, type FirebaseWebConfig } from './config'
import { firebaseErrorKey, type FirebaseErrorKey } from './errors'

// Phone verification with the Firebase web SDK, loaded only for tenants that carry Firebase keys:
// the code goes to '+' dialing code and number, the typed code is confirmed with Firebase, and the
// resulting id token is what the platform receives (as firebaseIdToken, firebaseChannel 'sms').

export class FirebasePhoneError extends Error {
  constructor(readonly key: FirebaseErrorKey) {
    super(key)
    this.name = 'FirebasePhoneError'
  }
}

export function e164(countryDialingCode: string, mobile: string): string {
  return `+${countryDialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '')}`
}

type Confirmation = { confirm: (code: string) => Promise<{ user: { getIdToken: () => Promise<string> } }> }

export type FirebasePhone = {
  send: (phone: {
    countryDialingCode: string
    mobile: string
  }) => Promise<{ resendAfterSeconds: number; expiresAt: null }>
  // The Firebase id token for the code typed; throws FirebasePhoneError.
  verify: (code: string) => Promise<string>
  dispose: () => void
}

export function createFirebasePhone(
  config: FirebaseWebConfig,
  container: HTMLElement,
  language: string,
): FirebasePhone {
  let confirmation: Confirmation | null = null
  let verifier: { clear: () => void } | null = null

  async function load() {
    const [{ initializeApp, getApps }, auth] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
    ])
    const app = getApps().find((a) => a.name === 'portal-phone') ?? initializeApp(config, 'portal-phone')
    const instance = auth.getAuth(app)
    instance.languageCode = language
    return { auth, instance }
  }

  return {
    async send(phone) {
      try {
        const { auth, instance } = await load()
        verifier?.clear()
        const recaptcha = new auth.RecaptchaVerifier(instance, container, { size: 'invisible' })
        verifier = recaptcha
        confirmation = await auth.signInWithPhoneNumber(
          instance,
          e164(phone.countryDialingCode, phone.mobile),
          recaptcha,
        )
        return { resendAfterSeconds: FIREBASE_RESEND_SECONDS, expiresAt: null }
      } catch (error) {
        throw new FirebasePhoneError(firebaseErrorKey(error))
      }
    },
    async verify(code) {
      if (!confirmation) throw new FirebasePhoneError('missingCode')
      try {
        const credential = await confirmation.confirm(code)
        return await credential.user.getIdToken()
      } catch (error) {
        throw new FirebasePhoneError(firebaseErrorKey(error))
      }
    },
    dispose() {
      verifier?.clear()
      verifier = null
      confirmation = null
    },
  }
}
