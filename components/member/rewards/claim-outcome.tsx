import styles from '../cashier/cashier.module.css'

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
