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

// A reward page's read, done on the server: its failure (with a link that reads the page again) and
// empty states.
export function ReadStatus({
  failed,
  empty,
  labels,
  path,
}: {
  failed: boolean
  empty: string | null
  labels: RewardLabels
  path: string
}) {
  return (
    <RecordStatus
      loading={false}
      error={failed}
      empty={empty}
      labels={{ loading: labels.loading, error: labels.loadError, retry: labels.retry }}
      retry={{ href: { pathname: path, query: {} } }}
    />
  )
}
