'use client'

import { Link } from '@/i18n/navigation'
import { fill } from '@/lib/ui/fill'
import { useProtection } from '@/lib/client/protection'
import { formatMinor } from '@/lib/money'
import { depositAllowance } from '@/lib/protection/types'
import type { ProtectionLabels } from './labels'
import styles from './protection.module.css'

export const PROTECTION_PAGE = '/member/playerProtection'

// Above the deposit form: what the deposit limits still allow, or, without one, the suggestion to set
// one before depositing; either way one click from the limits.
export function DepositAllowance({ labels, localeTag }: { labels: ProtectionLabels; localeTag: string }) {
  const { data } = useProtection()
  if (!data) return null
  const left = depositAllowance(data)
  return (
    <p className={styles.allowance} data-testid="deposit-allowance">
      <span>
        {left === null
          ? labels.depositPrompt
          : fill(labels.depositAllowance, { amount: formatMinor(left, data.currency, localeTag) })}
      </span>
      <Link href={`${PROTECTION_PAGE}#limits-deposit`}>{labels.manageLimits}</Link>
    </p>
  )
}
