'use client'

import type { AuthDialog } from '@/lib/ui/auth-events'

// The steps between the auth dialogs (a forced password change after login, the success dialog after
// registration, back to login with a notice) travel as events to the one dialog host in the layout, so
// the login and register pages can hand over to it too.
export type LoginNotice = 'passwordChanged' | 'resetEmailSent' | 'resetDone'

export type AuthFlow =
  | { kind: Exclude<AuthDialog, 'login'> }
  | { kind: 'login'; notice?: LoginNotice; username?: string }
  | { kind: 'change-password'; forced: boolean; oldPassword?: string }
  | { kind: 'forgot-password' }
  | { kind: 'register-success'; account: string | null; mobile: boolean }
  | { kind: 'welcome' }
  | { kind: 'sign-out' }

const EVENT = 'portal:auth-flow'

let hosts = 0

// Answers whether the dialog host took the step.
export function emitAuthFlow(flow: AuthFlow): boolean {
  if (hosts === 0) return false
  window.dispatchEvent(new CustomEvent<AuthFlow>(EVENT, { detail: flow }))
  return true
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
