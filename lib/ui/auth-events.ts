'use client'

// Any island can ask for the login or registration dialog, or for the trial-account warning, without
// importing the dialogs themselves: the dialog host mounted once in the layout listens for these events.
export type AuthDialog = 'login' | 'register' | 'trial-warning'

const EVENT = 'portal:auth-dialog'

let listeners = 0

// Answers whether a dialog host took the request, so callers can fall back (for example to following a
// plain link to /login) while no host is mounted.
export function openAuthDialog(kind: AuthDialog): boolean {
  if (listeners === 0) return false
  window.dispatchEvent(new CustomEvent<AuthDialog>(EVENT, { detail: kind }))
  return true
}

export function onAuthDialog(listener: (kind: AuthDialog) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AuthDialog>).detail)
  window.addEventListener(EVENT, handle)
  listeners++
  return () => {
    listeners--
    window.removeEventListener(EVENT, handle)
  }
}
