import { fill } from '@/lib/ui/fill'
import type { BlockKind, ProtectionState } from '@/lib/protection/types'
import { BlockForm } from './block-form'
import { dateText, label, type ProtectionLabels } from './labels'
import { LiftButton } from './lift-button'
import styles from './protection.module.css'

type Shared = { labels: ProtectionLabels; localeTag: string }

// A time-out or a self-exclusion: what it does, and the form that starts it.
function BlockCard({ kind, labels }: { kind: BlockKind; labels: ProtectionLabels }) {
  const heading = `protection-${kind}`
  return (
    <section className={styles.card} aria-labelledby={heading}>
      <h2 id={heading}>{kind === 'timeout' ? labels.timeoutTitle : labels.exclusionTitle}</h2>
      <p className={styles.muted}>{kind === 'timeout' ? labels.timeoutText : labels.exclusionText}</p>
      <BlockForm kind={kind} labels={labels} />
    </section>
  )
}

// While a time-out or self-exclusion runs: when it ends, what the player can still do, and the request
// to lift a self-exclusion that has reached its end.
function BlockNotice({ state, labels, localeTag }: { state: ProtectionState } & Shared) {
  const block = state.block
  if (!block) return null
  const ended = block.endsAt !== null && Date.parse(block.endsAt) <= Date.parse(state.now)
  const ends = block.endsAt
    ? fill(label(labels, `blocked_${block.kind}`), { date: dateText(block.endsAt, localeTag) })
    : labels.blockedForever
  return (
    <section className={styles.blocked} role="status" aria-live="polite" data-testid="protection-block">
      <p>
        <strong>{ends}</strong>
      </p>
      <p>{labels.blockedText}</p>
      {block.liftsAt && <p>{fill(labels.liftsOn, { date: dateText(block.liftsAt, localeTag) })}</p>}
      {block.kind === 'exclusion' && ended && !block.liftRequestedAt && (
        <LiftButton text={labels.liftAsk} networkError={labels.error_network} />
      )}
    </section>
  )
}

export function BlockCards({ state, labels, localeTag }: { state: ProtectionState } & Shared) {
  if (state.block) return <BlockNotice state={state} labels={labels} localeTag={localeTag} />
  return (
    <>
      <BlockCard kind="timeout" labels={labels} />
      <BlockCard kind="exclusion" labels={labels} />
    </>
  )
}
