'use client'

import { useProtection } from '@/lib/client/protection'
import { LIMIT_KINDS, type ProtectionState } from '@/lib/protection/types'
import { LoadFailed } from '@/components/member/load-failed'
import { BlockCards } from './block-card'
import type { ProtectionLabels } from './labels'
import { LimitCard } from './limit-card'
import { HistoryCard } from './history-card'
import { SessionCard } from './session-cards'
import styles from './protection.module.css'
import { usePlatformClock } from './use-platform-clock'

// The member centre's player-protection page: deposit limits first (never less prominent than the
// others), then loss, wager and play-time limits, the session and reality check, time-out and
// self-exclusion, and the history to take away.
export function ProtectionView({
  initial,
  labels,
  localeTag,
}: {
  initial: ProtectionState | undefined
  labels: ProtectionLabels
  localeTag: string
}) {
  const { data, error, isLoading, mutate } = useProtection(initial)
  const platformNow = usePlatformClock(data?.now)
  if (!data) {
    return (
      <section className={styles.card} aria-busy={isLoading || undefined}>
        <h2>{labels.title}</h2>
        {error && !isLoading ? (
          <LoadFailed text={labels.loadError} retry={labels.retry} onRetry={mutate} />
        ) : (
          <p role="status">{labels.loading}</p>
        )}
      </section>
    )
  }
  const shared = { state: data, labels, localeTag }
  return (
    <>
      <p className={styles.muted}>{labels.intro}</p>
      {data.block && <BlockCards {...shared} />}
      {LIMIT_KINDS.map((kind) => (
        <LimitCard key={kind} kind={kind} platformNow={platformNow} {...shared} />
      ))}
      <SessionCard platformNow={platformNow} {...shared} />
      {!data.block && <BlockCards {...shared} />}
      <HistoryCard {...shared} />
    </>
  )
}
