import { RefreshButton } from '@/components/member/refresh-button'
import memberStyles from '@/components/member/member-centre.module.css'
import { LIMIT_KINDS, type ProtectionState } from '@/lib/protection/types'
import { BlockCards } from './block-card'
import type { ProtectionLabels } from './labels'
import { LimitCard } from './limit-card'
import { HistoryCard } from './history-card'
import { SessionCard } from './session-cards'
import styles from './protection.module.css'

// The member centre's player-protection page: deposit limits first (never less prominent than the
// others), then loss, wager and play-time limits, the session and reality check, time-out and
// self-exclusion, and the history to take away. Without a state (the read failed): why, and a button
// that reads the page again.
export function ProtectionView({
  state,
  labels,
  localeTag,
}: {
  state: ProtectionState | undefined
  labels: ProtectionLabels
  localeTag: string
}) {
  if (!state) {
    return (
      <section className={styles.card}>
        <h2>{labels.title}</h2>
        <div role="alert" className={memberStyles.notice}>
          <p>{labels.loadError}</p>
          <RefreshButton text={labels.retry} />
        </div>
      </section>
    )
  }
  const shared = { state, labels, localeTag }
  return (
    <>
      <p className={styles.muted}>{labels.intro}</p>
      {state.block && <BlockCards {...shared} />}
      {LIMIT_KINDS.map((kind) => (
        <LimitCard key={kind} kind={kind} {...shared} />
      ))}
      <SessionCard {...shared} />
      {!state.block && <BlockCards {...shared} />}
      <HistoryCard {...shared} />
    </>
  )
}
