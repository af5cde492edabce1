'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { SubmitRow, useForm } from '@/components/ui/form'
import { Link } from '@/i18n/navigation'
import { isApiError } from '@/lib/client/errors'
import { claimPromotion, usePromotionClaim } from '@/lib/client/promotions'
import { formatMinor } from '@/lib/money'
import { useSession } from '@/lib/swr/use-session'
import { fill } from '@/lib/ui/fill'
import { Fact } from '@/components/member/fact'
import memberStyles from '@/components/member/member-centre.module.css'
import cashierStyles from '@/components/member/cashier/cashier.module.css'
import styles from './promotion-claim.module.css'

type Labels = Messages['PromotionClaim']

// A promotion's bonus on its detail page: whether the signed-in member may claim it (or why not), what
// it would credit and the turnover it asks for, and the claim. Guests are asked to sign in; promotions
// without a bonus to claim show nothing.
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
  const [notice, setNotice] = useState<string | null>(null)
  const form = useForm<never>({ initial: {}, networkError: labels.networkError })
  const state = read.data

  if (session.isLoading) return null
  if (!session.isSignedIn) {
    return (
      <Card labels={labels}>
        <p>{labels.signIn}</p>
        <Link href="/login" className={styles.action}>
          {labels.signInAction}
        </Link>
      </Card>
    )
  }
  if (!signedIn || (state && !state.claimable)) return null
  if (!state) {
    return (
      <Card labels={labels}>
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
      </Card>
    )
  }
  const money = (minor: number) => formatMinor(minor, state.currency, localeTag)
  const refused = (error: unknown) => {
    const reason = isApiError(error) ? error.fields._ : undefined
    const text = reason ? (labels as Record<string, string>)[`error_${reason}`] : undefined
    if (!text) return false
    form.setFailure(text)
    return true
  }
  const send = async () => {
    const done = await claimPromotion({ promotionId }, { networkErrorMessage: labels.networkError })
    setNotice(fill(labels.claimed, { bonus: money(done.bonusMinor), turnover: money(done.turnoverMinor) }))
  }
  return (
    <Card labels={labels}>
      <p>
        {fill(labels.rule, {
          percent: state.percent,
          cap: money(state.capMinor),
          times: state.turnoverMultiplier,
        })}
      </p>
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
        !notice && <p className={styles.reason}>{labels[`reason_${state.reason ?? 'ended'}`]}</p>
      )}
    </Card>
  )
}

function Card({ labels, children }: { labels: Labels; children: React.ReactNode }) {
  return (
    <section className={`${memberStyles.card} ${styles.placed}`} aria-labelledby="promotion-claim-heading">
      <h2 id="promotion-claim-heading">{labels.heading}</h2>
      {children}
    </section>
  )
}
