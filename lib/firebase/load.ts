'use client'

import type { FirebaseWebConfig } from './web-config'

type FirebaseAuthModule = typeof import('firebase/auth')
export type LoadedAuth = { auth: FirebaseAuthModule; instance: import('firebase/auth').Auth }

// One Auth instance per project and use for the life of the page: Firebase allows a single initialisation
// per app, and the emulator can only be connected before the first request. Phone verification and the
// Google or Facebook sign-in use apps of their own, so that only the second loads the popup machinery.
const loaded = new Map<string, Promise<LoadedAuth>>()

export function loadAuth(config: FirebaseWebConfig, use: 'phone' | 'social'): Promise<LoadedAuth> {
  const key = `${use}:${JSON.stringify(config)}`
  let pending = loaded.get(key)
  if (!pending) {
    pending = (async () => {
      const [{ initializeApp, getApps }, auth] = await Promise.all([
        import('firebase/app'),
        import('firebase/auth'),
      ])
      const { authEmulatorUrl, ...keys } = config
      const name = `portal-${use}-${keys.projectId}-${keys.appId}`
      const existing = getApps().find((a) => a.name === name)
      if (existing) return { auth, instance: auth.getAuth(existing) }
      const app = initializeApp(keys, name)
      // In memory: the Firebase sign-in only proves the phone or the account once; the Portal's session
      // is what lasts. The popup resolver starts its preparations as soon as the instance exists.
      const instance = auth.initializeAuth(app, {
        persistence: auth.inMemoryPersistence,
        ...(use === 'social' ? { popupRedirectResolver: auth.browserPopupRedirectResolver } : {}),
      })
      if (authEmulatorUrl) auth.connectAuthEmulator(instance, authEmulatorUrl, { disableWarnings: true })
      return { auth, instance }
    })()
    loaded.set(key, pending)
    // A chunk that failed to load may load next time.
    pending.catch(() => loaded.delete(key))
  }
  return pending
}
