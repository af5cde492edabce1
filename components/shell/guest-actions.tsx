'use client'

import type { ReactNode } from 'react'
import type { Messages } from 'next-intl'
import { preloadAuthDialogs } from '@/components/auth/auth-dialog-loader'
import { Link, useRouter } from '@/i18n/navigation'
import { startFreePlay as startTrial } from '@/lib/client/trial'
import { useBusyAction } from '@/lib/ui/use-busy-action'
import { openAuthDialog } from '@/lib/ui/auth-events'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import styles from './site-header.module.css'

// The page of a flow, opened in place as its dialog where the dialog host is mounted.
function AuthLink({
  flow,
  className,
  children,
}: {
  flow: 'login' | 'register'
  className: string | undefined
  children: ReactNode
}) {
  return (
    <Link
      href={`/${flow}`}
      className={className}
      onPointerEnter={preloadAuthDialogs}
      onFocus={preloadAuthDialogs}
      onTouchStart={preloadAuthDialogs}
      onClick={(event) => {
        if (openAuthDialog(flow)) event.preventDefault()
      }}
    >
      {children}
    </Link>
  )
}

// Logged-out header actions. Login and register are real links, so they work before JavaScript loads;
// once it has, they open the dialogs in place when the dialog host is mounted. Pointing at or focusing
// one starts downloading the dialogs' forms, so they are usually there by the time of the click.
export function GuestActions({
  registerEnabled,
  freePlayEnabled,
  labels,
}: {
  registerEnabled: boolean
  freePlayEnabled: boolean
  labels: Messages['Header']
}) {
  const router = useRouter()
  const { busy, error, run } = useBusyAction(labels.freePlayFailed)
  const waiting = useWaitForScripts()

  const startFreePlay = () =>
    run(async () => {
      await startTrial(labels.freePlayFailed)
      router.replace('/')
      router.refresh()
    })

  return (
    <div className={styles.guest}>
      <AuthLink flow="login" className={styles.secondary}>
        {labels.login}
      </AuthLink>
      {registerEnabled && (
        <AuthLink flow="register" className={styles.primary}>
          {labels.register}
        </AuthLink>
      )}
      {freePlayEnabled && (
        <button
          type="button"
          className={styles.ghost}
          onClick={() => void startFreePlay()}
          disabled={busy}
          aria-busy={busy || undefined}
          {...waiting}
        >
          {busy ? labels.freePlayStarting : labels.freePlay}
        </button>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
