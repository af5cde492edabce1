'use client'

import { useSyncExternalStore } from 'react'

// One window-event bus to the auth dialog host mounted once in the layout: any island can ask for the
// login or registration dialog or the trial-account warning without importing the dialogs, and the auth
// forms hand over the steps between them (a forced password change after login, the success dialog after
// registration, back to login with a notice), so the login and register pages can hand over to it too.
export type AuthDialog = 'login' | 'register' | 'trial-warning'

export type LoginNotice = 'passwordChanged' | 'resetEmailSent' | 'resetDone'

// What a visitor asked for that needs an account, done once the login the request opened succeeds.
export type AfterSignIn = 'chat'

export type AuthFlow =
  | { kind: Exclude<AuthDialog, 'login'> }
  | { kind: 'login'; notice?: LoginNotice; username?: string; then?: AfterSignIn; next?: string }
  | { kind: 'change-password'; forced: boolean; oldPassword?: string }
  | { kind: 'forgot-password' }
  | { kind: 'register-success'; account: string | null; mobile: boolean }
  | { kind: 'welcome' }
  | { kind: 'sign-out' }

const EVENT = 'portal:auth-flow'

let hosts = 0

// Answers whether a dialog host took the step, so callers can fall back (for example to following a
// plain link to /login) while no host is mounted.
export function emitAuthFlow(flow: AuthFlow): boolean {
  if (hosts === 0) return false
  window.dispatchEvent(new CustomEvent<AuthFlow>(EVENT, { detail: flow }))
  return true
}

export function openAuthDialog(kind: AuthDialog): boolean {
  return emitAuthFlow({ kind })
}

// The login lands with a navigation (and sometimes a full page load), so the wish outlives it in the
// tab's session storage; it is written only once the sign-in has succeeded and read once.
const AFTER_SIGN_IN_KEY = 'portal:after-sign-in'

export function rememberAfterSignIn(then: AfterSignIn): void {
  try {
    sessionStorage.setItem(AFTER_SIGN_IN_KEY, then)
  } catch {
    // Storage refused (private mode, quota): the player opens it again themselves.
  }
}

export function takeAfterSignIn(then: AfterSignIn): boolean {
  try {
    if (sessionStorage.getItem(AFTER_SIGN_IN_KEY) !== then) return false
    sessionStorage.removeItem(AFTER_SIGN_IN_KEY)
    return true
  } catch {
    return false
  }
}

// The login dialog for a visitor who asked for something that needs an account; `then` follows the login.
export function openSignInFor(then: AfterSignIn): boolean {
  return emitAuthFlow({ kind: 'login', then })
}

// The login dialog that lands back on `next` (a path of this site, locale included) rather than home.
export function openSignInBackTo(next: string): boolean {
  return emitAuthFlow({ kind: 'login', next })
}

export function onAuthFlow(listener: (flow: AuthFlow) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AuthFlow>).detail)
  window.addEventListener(EVENT, handle)
  hosts++
  return () => {
    hosts--
    window.removeEventListener(EVENT, handle)
  }
}

// Whether an auth dialog is open, for what must wait until the sign-in has finished and its dialog is
// closed (the pop-up announcements).
let dialogOpen = false
const openWatchers = new Set<() => void>()

export function setAuthDialogOpen(open: boolean): void {
  if (dialogOpen === open) return
  dialogOpen = open
  for (const watcher of openWatchers) watcher()
}

function watchDialogOpen(watcher: () => void): () => void {
  openWatchers.add(watcher)
  return () => openWatchers.delete(watcher)
}

export function useAuthDialogOpen(): boolean {
  return useSyncExternalStore(
    watchDialogOpen,
    () => dialogOpen,
    () => false,
  )
}
