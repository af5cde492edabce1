'use client'

// Any island can ask for the login or registration dialog, or for the trial-account warning, without
// importing the dialogs themselves: the dialog host mounted once in the layout listens for these events.
export type AuthDialog = 'login' | 'register' | 'trial-warning'

const EVENT = 'portal:auth-dialog'

export function openAuthDialog(kind: AuthDialog): void {
  window.dispatchEvent(new CustomEvent<AuthDialog>(EVENT, { detail: kind }))
}

export function onAuthDialog(listener: (kind: AuthDialog) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AuthDialog>).detail)
  window.addEventListener(EVENT, handle)
  return () => window.removeEventListener(EVENT, handle)
}
