import { fill } from '@/lib/ui/fill'
import type { Limit, LimitKind, ProtectionState } from '@/lib/protection/types'
import { dateText, limitText, type ProtectionLabels } from './labels'
import { PlatformClock } from './platform-clock'
import styles from './protection.module.css'

const CLOCK = '\u0000'

// What a limit stands at: the amount set and how much of it is used, and a raise or a removal waiting
// for its cooling-off, with the countdown to it on the platform's clock.
export function LimitStatus({
  kind,
  limit,
  state: { currency, now },
  labels,
  localeTag,
}: {
  kind: LimitKind
  limit: Limit | undefined
  state: ProtectionState
  labels: ProtectionLabels
  localeTag: string
}) {
  const show = { currency, localeTag, labels }
  const pendingFrom = limit?.pendingFrom
  const [before, after] = pendingFrom
    ? fill(limit?.pendingRemoval ? labels.pendingRemoval : labels.pending, {
        amount: limitText(kind, limit?.pendingAmount ?? 0, show),
        date: dateText(pendingFrom, localeTag),
        countdown: CLOCK,
      }).split(CLOCK)
    : []
  return (
    <>
      <p className={styles.status} data-testid="limit-status">
        {limit?.amount != null
          ? fill(labels.current, {
              amount: limitText(kind, limit.amount, show),
              used: limitText(kind, Math.min(limit.used, limit.amount), show),
            })
          : labels.noLimit}
      </p>
      {pendingFrom && (
        <p className={styles.pending} role="status">
          {before}
          {after !== undefined && <PlatformClock now={now} until={pendingFrom} />}
          {after}
        </p>
      )}
    </>
  )
}
