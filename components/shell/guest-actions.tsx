'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { preloadAuthDialogs } from '@/components/auth/auth-dialog-loader'
import { Link, useRouter } from '@/i18n/navigation'
import { apiFetch, isApiError } from '@/lib/api-client'
import { openAuthDialog } from '@/lib/ui/auth-events'
import styles from './site-header.module.css'

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
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function startFreePlay() {
    setBusy(true)
    setError(null)
    try {
      await apiFetch('/api/auth/free-play', {
        method: 'POST',
        body: {},
        networkErrorMessage: labels.freePlayFailed,
      })
      // Every island that asked who is signed in learns of the trial account now, not at the next reload.
      // (SWR is fetched here rather than with the header: a guest's first visit does not need it.)
      await Promise.all([import('swr'), import('@/lib/swr/use-session')])
        .then(([{ mutate }, { SESSION_KEY }]) => mutate(SESSION_KEY))
        .catch(() => undefined)
      router.replace('/')
      router.refresh()
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : labels.freePlayFailed)
    } finally {
      setBusy(false)
    }
  }

  const warmUp = {
    onPointerEnter: preloadAuthDialogs,
    onFocus: preloadAuthDialogs,
    onTouchStart: preloadAuthDialogs,
  }

  return (
    <div className={styles.guest}>
      <Link
        href="/login"
        className={styles.secondary}
        {...warmUp}
        onClick={(event) => {
          if (openAuthDialog('login')) event.preventDefault()
        }}
      >
        {labels.login}
      </Link>
      {registerEnabled && (
        <Link
          href="/register"
          className={styles.primary}
          {...warmUp}
          onClick={(event) => {
            if (openAuthDialog('register')) event.preventDefault()
          }}
        >
          {labels.register}
        </Link>
      )}
      {freePlayEnabled && (
        <button
          type="button"
          className={styles.ghost}
          onClick={() => void startFreePlay()}
          disabled={busy}
          aria-busy={busy || undefined}
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
