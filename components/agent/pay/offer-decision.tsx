'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { isApiError } from '@/lib/client/errors'
import { contractAction } from '@/lib/client/agent'
import { useRouter } from '@/i18n/navigation'
import type { ContractKind, ContractView } from '@/lib/agent/types'
import { fill } from '@/lib/ui/fill'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'
import { ContractTiers } from './contract-tiers'

// A contract offered to this agent by its upline: its terms, and signing or refusing it.
export function OfferDecision({
  kind,
  offer,
  view,
  localeTag,
  labels,
}: {
  kind: ContractKind
  offer: ContractView['offers'][number]
  view: ContractView
  localeTag: string
  labels: Messages['AgentPay']
}) {
  const router = useRouter()
  const [busy, setBusy] = useState<'sign' | 'refuse' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const decide = async (action: 'sign' | 'refuse') => {
    setBusy(action)
    setFailure(null)
    try {
      await contractAction({ kind, action, contractId: offer.id }, labels.actionFailed)
      router.refresh()
    } catch (error) {
      setFailure(isApiError(error) ? error.message : labels.actionFailed)
    } finally {
      setBusy(null)
    }
  }
  return (
    <section className={memberStyles.card} aria-labelledby={`offer-${offer.id}`} data-offer={offer.id}>
      <h2 id={`offer-${offer.id}`}>{fill(labels.offerFrom, { name: offer.from })}</h2>
      <ContractTiers
        tiers={offer.tiers}
        caption={labels.offerTerms}
        currency={view.currency}
        localeTag={localeTag}
        labels={labels}
      />
      {view.contract && <p className={memberStyles.muted}>{labels.signReplaces}</p>}
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
    </section>
  )
}
