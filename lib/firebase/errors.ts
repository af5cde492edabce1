// Firebase phone-auth errors (product spec §8) as keys of the `Auth.firebase` messages. Every code of
// the catalogue has its own text; anything else is the generic failure.
export const FIREBASE_ERROR_KEYS = {
  'auth/invalid-phone-number': 'invalidPhone',
  'auth/missing-phone-number': 'missingPhone',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/invalid-verification-code': 'invalidCode',
  'auth/missing-verification-code': 'missingCode',
  'auth/code-expired': 'codeExpired',
  'auth/captcha-check-failed': 'captchaFailed',
  'auth/quota-exceeded': 'quotaExceeded',
  'auth/operation-not-allowed': 'operationNotAllowed',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
} as const

export type FirebaseErrorKey = (typeof FIREBASE_ERROR_KEYS)[keyof typeof FIREBASE_ERROR_KEYS] | 'unknown'

export function firebaseErrorKey(error: unknown): FirebaseErrorKey {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (typeof code === 'string' && code in FIREBASE_ERROR_KEYS) {
    return FIREBASE_ERROR_KEYS[code as keyof typeof FIREBASE_ERROR_KEYS]
  }
  return 'unknown'
}
