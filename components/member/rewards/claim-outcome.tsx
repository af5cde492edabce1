import { RecordStatus } from '@/components/ui/records'
import styles from '../cashier/cashier.module.css'
import type { RewardLabels } from './use-claim'

// The result of the last claim, announced to screen readers as it appears.
export function ClaimOutcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  if (!outcome) return null
  return outcome.ok ? (
    <p role="status" className={styles.success} data-testid="claim-outcome">
      {outcome.text}
    </p>
  ) : (
    <p role="alert" className={styles.error} data-testid="claim-outcome">
      {outcome.text}
    </p>
  )
}

// A reward read's loading, failure (with retry) and empty states.
export function ReadStatus({
  read,
  empty,
  labels,
}: {
  read: { data?: unknown; error?: unknown; isLoading: boolean; mutate: () => unknown }
  empty: string | null
  labels: RewardLabels
}) {
  return (
    <RecordStatus
      loading={read.isLoading}
      error={!!read.error && !read.data}
      empty={empty}
      labels={{ loading: labels.loading, error: labels.loadError, retry: labels.retry }}
      retry={{ onRetry: () => void read.mutate() }}
    />
  )
}
