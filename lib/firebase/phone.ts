'use client'

import { firebaseErrorKey, type FirebaseErrorKey } from './errors'
import { loadAuth } from './load'
import { FIREBASE_RESEND_SECONDS, type FirebaseWebConfig } from './web-config'

// Phone verification with the Firebase web SDK, loaded (with dynamic imports) only once a player asks for
// a code on a tenant that carries Firebase keys: the code goes to '+' dialing code and number, the typed
// code is confirmed with Firebase, and the resulting id token is what the platform receives (as
// firebaseIdToken, firebaseChannel 'sms').

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
  // The token of the code already confirmed: a form sent again (say after a refused password) reuses it.
  let verified: { code: string; token: string } | null = null

  async function load() {
    const ready = await loadAuth(config, 'phone')
    ready.instance.languageCode = language
    return ready
  }

  return {
    async send(phone) {
      try {
        const { auth, instance } = await load()
        verifier?.clear()
        verifier = null
        const recaptcha = new auth.RecaptchaVerifier(instance, container, { size: 'invisible' })
        verifier = recaptcha
        confirmation = await auth.signInWithPhoneNumber(
          instance,
          e164(phone.countryDialingCode, phone.mobile),
          recaptcha,
        )
        verified = null
        return { resendAfterSeconds: FIREBASE_RESEND_SECONDS, expiresAt: null }
      } catch (error) {
        throw new FirebasePhoneError(firebaseErrorKey(error))
      }
    },
    async verify(code) {
      const typed = code.trim()
      if (verified && verified.code === typed) return verified.token
      if (!typed) throw new FirebasePhoneError('missingCode')
      // No code was asked for on this page: the player has to press "send code" first.
      if (!confirmation) throw new FirebasePhoneError('invalidCode')
      try {
        const { auth, instance } = await load()
        const credential = await confirmation.confirm(typed)
        const token = await credential.user.getIdToken()
        verified = { code: typed, token }
        await auth.signOut(instance)
        return token
      } catch (error) {
        throw new FirebasePhoneError(firebaseErrorKey(error))
      }
    },
    dispose() {
      try {
        verifier?.clear()
      } catch {
        // Already cleared.
      }
      verifier = null
      confirmation = null
      verified = null
    },
  }
}
