'use client'

import { useRouter } from '@/i18n/navigation'
import type { LoginOutput } from '@/lib/auth/schemas'
import { safeNext } from '@/lib/auth/safe-next'
import { emitAuthFlow } from '@/lib/ui/auth-events'

// Where a login lands, whichever way it went (password, SMS code, Google or Facebook): the session is in
// place (lib/client/auth.ts), the dialog closes, then the forced password change, or the welcome of a
// first login and the return page (home by default). `typedPassword` is only the one just typed, held in
// memory for the change dialog.
export function useLanding(next: string | undefined, onSignedIn: (() => void) | undefined) {
  const router = useRouter()
  return (result: LoginOutput, typedPassword?: string) => {
    onSignedIn?.()
    if (result.mustChangePassword) {
      emitAuthFlow({ kind: 'change-password', forced: true, oldPassword: typedPassword })
      router.refresh()
      return
    }
    if (result.firstTimeLogin) emitAuthFlow({ kind: 'welcome' })
    if (next) {
      // A full address of this site, locale included (the forced-login page's return path).
      window.location.assign(safeNext(next, window.location.origin))
      return
    }
    router.replace('/')
    router.refresh()
  }
}
