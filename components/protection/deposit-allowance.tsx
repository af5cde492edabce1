import { Link } from '@/i18n/navigation'
import { fill } from '@/lib/ui/fill'
import { formatMinor } from '@/lib/money'
import { depositAllowance, type ProtectionState } from '@/lib/protection/types'
import type { ProtectionLabels } from './labels'
import styles from './protection.module.css'

export const PROTECTION_PAGE = '/member/playerProtection'

// Above the deposit form: what the deposit limits still allow, or, without one, the suggestion to set
// one before depositing; either way one click from the limits. `state` is the protection state the page
// read on the server (undefined when that failed: nothing is said).
export function DepositAllowance({
  labels,
  localeTag,
  state,
}: {
  labels: ProtectionLabels
  localeTag: string
  state: ProtectionState | undefined
}) {
  if (!state) return null
  const left = depositAllowance(state)
  return (
    <p className={styles.allowance} data-testid="deposit-allowance">
      <span>
        {left === null
          ? labels.depositPrompt
          : fill(labels.depositAllowance, { amount: formatMinor(left, state.currency, localeTag) })}
      </span>
      <Link href={`${PROTECTION_PAGE}#limits-deposit`}>{labels.manageLimits}</Link>
    </p>
  )
}
