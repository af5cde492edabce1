'use client'

import { socialErrorKey, type SocialErrorKey } from './errors'
import { loadAuth } from './load'
import type { FirebaseWebConfig } from './web-config'

// Sign-in with Google or Facebook through the Firebase web SDK, loaded (with dynamic imports) only on a
// tenant that offers it, once a player points at or focuses one of its buttons: Firebase's popup signs
// the player in to the tenant's Firebase project, and the resulting id token is what the platform
// receives (login type 'google' or 'facebook').

export type SocialChannel = 'google' | 'facebook'

export class FirebaseSocialError extends Error {
  constructor(readonly key: SocialErrorKey) {
    super(key)
    this.name = 'FirebaseSocialError'
  }
}

// Starts loading the SDK ahead of the click, so the popup opens while the click still counts as the
// player's (browsers block popups opened long after it).
export function prepareSocialSignIn(config: FirebaseWebConfig): void {
  loadAuth(config, 'social').catch(() => {
    // Reported by the sign-in itself, if the player goes on.
  })
}

// The Firebase id token of a Google or Facebook sign-in in a popup; throws FirebaseSocialError.
export async function socialIdToken(
  config: FirebaseWebConfig,
  channel: SocialChannel,
  language: string,
): Promise<string> {
  try {
    const { auth, instance } = await loadAuth(config, 'social')
    instance.languageCode = language
    const provider = channel === 'google' ? new auth.GoogleAuthProvider() : new auth.FacebookAuthProvider()
    provider.addScope('email')
    // Lets a player with several Google accounts choose, rather than reusing the last one silently.
    if (channel === 'google') provider.setCustomParameters({ prompt: 'select_account' })
    const credential = await auth.signInWithPopup(instance, provider)
    const token = await credential.user.getIdToken()
    // The Firebase session is not kept: the Portal's own session starts from the token.
    await auth.signOut(instance).catch(() => undefined)
    return token
  } catch (error) {
    throw new FirebaseSocialError(socialErrorKey(error))
  }
}
