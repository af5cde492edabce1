'use client'

import { useState } from 'react'
import { isApiError } from '@/lib/client/errors'
import { contractAction } from '@/lib/client/agent'
import { useRouter } from '@/i18n/navigation'
import type { ContractKind } from '@/lib/agent/types'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'

// Signing or refusing an offered contract; either reads the page again.
export function OfferButtons({
  kind,
  contractId,
  labels,
}: {
  kind: ContractKind
  contractId: string
  labels: { sign: string; refuse: string; actionFailed: string }
}) {
  const router = useRouter()
  const [busy, setBusy] = useState<'sign' | 'refuse' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const decide = async (action: 'sign' | 'refuse') => {
    setBusy(action)
    setFailure(null)
    try {
      await contractAction({ kind, action, contractId }, labels.actionFailed)
      router.refresh()
    } catch (error) {
      setFailure(isApiError(error) ? error.message : labels.actionFailed)
    } finally {
      setBusy(null)
    }
  }
  return (
    <>
      {failure && <p role="alert">{failure}</p>}
      <div className={styles.search}>
        {(['sign', 'refuse'] as const).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'sign' ? memberStyles.primary : memberStyles.secondary}
            disabled={busy !== null}
            aria-busy={busy === action || undefined}
            onClick={() => void decide(action)}
          >
            {labels[action]}
          </button>
        ))}
      </div>
    </>
  )
}
