import type { Messages } from 'next-intl'
import type { ContractKind, ContractView } from '@/lib/agent/types'
import { fill } from '@/lib/ui/fill'
import memberStyles from '@/components/member/member-centre.module.css'
import { ContractTiers } from './contract-tiers'
import { OfferButtons } from './offer-buttons'

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
      <OfferButtons
        kind={kind}
        contractId={offer.id}
        labels={{ sign: labels.sign, refuse: labels.refuse, actionFailed: labels.actionFailed }}
      />
    </section>
  )
}
