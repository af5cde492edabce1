'use client'

import { useRouter } from '@/i18n/navigation'
import { startFreePlay as startTrial } from '@/lib/client/trial'
import { useBusyAction } from '@/lib/ui/use-busy-action'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import styles from './site-header.module.css'

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
