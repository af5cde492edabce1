'use client'

import { useSessionPosition } from '@/lib/client/protection'
import { formatSignedMinor } from '@/lib/money'
import { hms } from '@/lib/protection/time'
import styles from './protection.module.css'
import { usePlatformClock } from './use-platform-clock'

export type SessionLabels = { sessionClock: string; sessionNet: string }

// Time since sign-in (h:mm:ss, on the platform's clock) and wins minus stakes since then: on the game
// page and in the header's account menu.
export function SessionPosition({ labels, localeTag }: { labels: SessionLabels; localeTag: string }) {
  const { data } = useSessionPosition()
  const now = usePlatformClock(data?.now)
  if (!data || now === null) return <span>{labels.sessionClock}</span>
  return (
    <span className={styles.position} data-testid="session-position">
      <span>
        {labels.sessionClock}{' '}
        <span className={styles.clock}>{hms((now - Date.parse(data.session.signedInAt)) / 1000)}</span>
      </span>
      <span>
        {labels.sessionNet}{' '}
        <span className={styles.clock}>
          {formatSignedMinor(data.session.netMinor, data.currency, localeTag)}
        </span>
      </span>
    </span>
  )
}
