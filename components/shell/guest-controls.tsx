'use client'

import type { ReactNode } from 'react'
import { preloadAuthDialogs } from '@/components/auth/auth-dialog-loader'
import { Link, useRouter } from '@/i18n/navigation'
import { startFreePlay as startTrial } from '@/lib/client/trial'
import { useBusyAction } from '@/lib/ui/use-busy-action'
import { openAuthDialog } from '@/lib/ui/auth-events'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import styles from './site-header.module.css'

// The page of a flow, opened in place as its dialog where the dialog host is mounted.
export function AuthLink({
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

// The free demo: a trial account started in place, then the home page as that account.
export function FreePlayButton({
  labels,
}: {
  labels: { freePlay: string; freePlayStarting: string; freePlayFailed: string }
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
    <>
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
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  )
}
