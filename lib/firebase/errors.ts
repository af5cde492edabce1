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

// The message key a table gives the error's Firebase code, or the fallback for any other error.
function keyOf<K extends string, F extends string>(
  table: Record<string, K>,
  fallback: F,
  error: unknown,
): K | F {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return (typeof code === 'string' && table[code]) || fallback
}

export function firebaseErrorKey(error: unknown): FirebaseErrorKey {
  return keyOf(FIREBASE_ERROR_KEYS, 'unknown', error)
}

// Sign-in with Google or Facebook (a Firebase popup): the popup's own failures, and codes whose phone
// text would mislead here. Anything else is the generic failure of a third-party sign-in.
export const SOCIAL_ERROR_KEYS = {
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/user-cancelled': 'popupClosed',
  'auth/popup-blocked': 'popupBlocked',
  'auth/account-exists-with-different-credential': 'accountExists',
  'auth/credential-already-in-use': 'accountExists',
  'auth/user-disabled': 'userDisabled',
  'auth/network-request-failed': 'networkFailed',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/operation-not-allowed': 'providerUnavailable',
  'auth/unauthorized-domain': 'providerUnavailable',
  'auth/operation-not-supported-in-this-environment': 'providerUnavailable',
  'auth/web-storage-unsupported': 'storageBlocked',
} as const

export type SocialErrorKey = (typeof SOCIAL_ERROR_KEYS)[keyof typeof SOCIAL_ERROR_KEYS] | 'socialFailed'

export function socialErrorKey(error: unknown): SocialErrorKey {
  return keyOf(SOCIAL_ERROR_KEYS, 'socialFailed', error)
}
