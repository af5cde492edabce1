'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { SubmitRow } from '@/components/ui/form'
import { Link } from '@/i18n/navigation'
import { claimPromotion, usePromotionClaim } from '@/lib/client/promotions'
import { formatMinor } from '@/lib/money'
import type { ClaimState } from '@/lib/promotions/types'
import { useSession } from '@/lib/swr/use-session'
import { fill } from '@/lib/ui/fill'
import { Fact } from '@/components/member/fact'
import memberStyles from '@/components/member/member-centre.module.css'
import cashierStyles from '@/components/member/cashier/cashier.module.css'
import { ClaimCard } from './claim-card'
import { useClaimForm } from './use-claim-form'
import { FreeSpinsClaim } from './free-spins-claim'
import styles from './promotion-claim.module.css'

type Labels = Messages['PromotionClaim']
type Claimable = Extract<ClaimState, { claimable: true }>

// A promotion's bonus on its detail page: whether the signed-in member may claim it (or why not), what
// it would credit and the turnover it asks for, and the claim. The terms above it state the rule; free
// spins have a part of their own. Guests are asked to sign in; promotions without anything to claim
// (cashback is paid without one) show nothing.
export function PromotionClaim({
  promotionId,
  labels,
  localeTag,
}: {
  promotionId: string
  labels: Labels
  localeTag: string
}) {
  const session = useSession()
  const signedIn = session.isSignedIn && !session.member?.isTrial
  const read = usePromotionClaim(signedIn ? promotionId : null)
  const state = read.data

  if (session.isLoading) return null
  if (!session.isSignedIn) {
    return (
      <ClaimCard labels={labels}>
        <p>{labels.signIn}</p>
        <Link href="/login" className={styles.action}>
          {labels.signInAction}
        </Link>
      </ClaimCard>
    )
  }
  if (!signedIn || (state && !state.claimable)) return null
  if (!state) {
    return (
      <ClaimCard labels={labels}>
        {read.error ? (
          <p role="alert">
            {labels.loadError}{' '}
            <button type="button" className={memberStyles.secondary} onClick={() => void read.mutate()}>
              {labels.retry}
            </button>
          </p>
        ) : (
          <p aria-busy="true">{labels.loading}</p>
        )}
      </ClaimCard>
    )
  }
  if (state.rule?.kind === 'free_spins') {
    return <FreeSpinsClaim promotionId={promotionId} state={state} rule={state.rule} labels={labels} />
  }
  return <BonusClaim promotionId={promotionId} state={state} labels={labels} localeTag={localeTag} />
}

// The reason a bonus cannot be claimed now, in the words of its rule: a reload counts today's deposits.
function reasonText(labels: Labels, state: Claimable) {
  const reason = state.reason ?? 'ended'
  if (state.rule?.kind === 'reload' && reason === 'no_deposit') return labels.reason_no_deposit_today
  if (state.rule?.kind === 'reload' && reason === 'claimed') return labels.reason_claimed_today
  return labels[`reason_${reason}`]
}

function BonusClaim({
  promotionId,
  state,
  labels,
  localeTag,
}: {
  promotionId: string
  state: Claimable
  labels: Labels
  localeTag: string
}) {
  const [notice, setNotice] = useState<string | null>(null)
  const { form, refused } = useClaimForm(labels)
  const money = (minor: number) => formatMinor(minor, state.currency, localeTag)
  const send = async () => {
    const done = await claimPromotion({ promotionId }, { networkErrorMessage: labels.networkError })
    setNotice(fill(labels.claimed, { bonus: money(done.bonusMinor), turnover: money(done.turnoverMinor) }))
  }
  return (
    <ClaimCard labels={labels}>
      {state.bonusMinor > 0 && (
        <dl className={memberStyles.facts}>
          <Fact term={labels.bonus} testId="claim-bonus">
            {money(state.bonusMinor)}
          </Fact>
          <Fact term={labels.turnover} testId="claim-turnover">
            {money(state.turnoverMinor)}
          </Fact>
        </dl>
      )}
      {notice && (
        <p role="status" className={cashierStyles.success}>
          {notice}
        </p>
      )}
      {state.eligible ? (
        <form id={form.id} onSubmit={form.submit(send, refused)} noValidate>
          <SubmitRow failure={form.failure} pending={form.pending}>
            {fill(labels.claim, { bonus: money(state.bonusMinor) })}
          </SubmitRow>
        </form>
      ) : (
        !notice && <p className={styles.reason}>{reasonText(labels, state)}</p>
      )}
    </ClaimCard>
  )
}
