'use client'

import { useEffect, useState } from 'react'
import { Modal } from '@/components/modals/modal'
import { Link, useRouter } from '@/i18n/navigation'
import { fill } from '@/lib/ui/fill'
import { saveRealityCheck, useProtection } from '@/lib/client/protection'
import { formatSignedMinor } from '@/lib/money'
import { hms } from '@/lib/protection/time'
import type { ProtectionLabels } from './labels'
import styles from './protection.module.css'
import { usePlatformClock } from './use-platform-clock'

export type RealityLabels = Pick<
  ProtectionLabels,
  | 'realityDialogTitle'
  | 'realityDialogText'
  | 'realityRecord'
  | 'realityContinue'
  | 'realityStop'
  | 'error_network'
>

// Re-read now and then, so a reality check set in another tab (or a sign-in elsewhere) is followed.
const REFRESH_MS = 5 * 60 * 1000
const MAX_TIMER_MS = 2 ** 31 - 1

// The reality check (RTS 13B): once the chosen interval has passed since sign-in or the last
// "continue", a dialog over whatever page is open, the game page included, shows time played and the
// net result, links to the betting record, and asks whether to carry on. Stopping leaves the game.
export function RealityCheck({ labels, localeTag }: { labels: RealityLabels; localeTag: string }) {
  const { data, mutate } = useProtection(REFRESH_MS)
  const due = data?.realityCheck.due ?? false
  // Only the open dialog's time played needs a clock ticking every second; until then the page is not
  // re-rendered every second for it.
  const now = usePlatformClock(data?.now, due)
  const router = useRouter()
  const [failure, setFailure] = useState<string | null>(null)
  // At the instant the platform named, ask it again whether the check is due (the player may have
  // been playing in the game's own window since the last answer).
  const askAt = data && !due ? data.realityCheck.dueAt : null
  const answeredAt = data?.now
  useEffect(() => {
    if (askAt === null || !answeredAt) return
    const wait = Date.parse(askAt) - Date.parse(answeredAt)
    // A check further off than a timer can wait (about 24 days) is asked for by the next refresh.
    if (!(wait > 0 && wait < MAX_TIMER_MS)) return
    const timer = window.setTimeout(() => void mutate(), wait)
    return () => window.clearTimeout(timer)
  }, [askAt, answeredAt, mutate])
  if (!data || now === null) return null
  const answer = async (stop: boolean) => {
    setFailure(null)
    try {
      await saveRealityCheck({}, { networkErrorMessage: labels.error_network })
      if (stop) router.push('/')
    } catch (error) {
      setFailure(error instanceof Error ? error.message : labels.error_network)
    }
  }
  return (
    <Modal
      open={due}
      role="alertdialog"
      title={labels.realityDialogTitle}
      closeLabel={labels.realityContinue}
      onClose={() => void answer(false)}
      footer={
        <>
          <button type="button" className={styles.primary} onClick={() => void answer(false)}>
            {labels.realityContinue}
          </button>
          <button type="button" className={styles.secondary} onClick={() => void answer(true)}>
            {labels.realityStop}
          </button>
        </>
      }
    >
      <p>
        {fill(labels.realityDialogText, {
          time: hms((now - Date.parse(data.session.signedInAt)) / 1000),
          amount: formatSignedMinor(data.session.netMinor, data.currency, localeTag),
        })}
      </p>
      <p>
        <Link href="/member/personalHistoryCopy" onClick={() => void answer(false)}>
          {labels.realityRecord}
        </Link>
      </p>
      {failure && <p role="alert">{failure}</p>}
    </Modal>
  )
}
