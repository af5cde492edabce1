'use client'

import type { Messages } from 'next-intl'
import { gameHref } from '@/components/games/game-href'
import { SubmitRow } from '@/components/ui/form'
import { Link } from '@/i18n/navigation'
import { claimPromotion } from '@/lib/client/promotions'
import { CATEGORY_ROUTES } from '@/lib/games/categories'
import type { PromotionRule } from '@/lib/promotions/rules'
import type { ClaimState } from '@/lib/promotions/types'
import type { GameCategory } from '@/lib/types'
import { fill } from '@/lib/ui/fill'
import { Fact } from '@/components/member/fact'
import memberStyles from '@/components/member/member-centre.module.css'
import { ClaimCard } from './claim-card'
import { useClaimForm } from './use-claim-form'
import styles from './promotion-claim.module.css'

type Labels = Messages['PromotionClaim']

// Free spins on the promotion page: claimed once, then played in the named slot like any spin, so the
// card shows how many are left and leads to the game.
export function FreeSpinsClaim({
  promotionId,
  state,
  rule,
  labels,
}: {
  promotionId: string
  state: Extract<ClaimState, { claimable: true }>
  rule: Extract<PromotionRule, { kind: 'free_spins' }>
  labels: Labels
}) {
  const { form, refused } = useClaimForm(labels)
  const game = rule.game
  if (!game) return null
  const category = game.gameType as GameCategory
  const href = gameHref(
    { nodeId: game.nodeId, vendor: game.vendor, category },
    CATEGORY_ROUTES[category] ?? '/game',
  )
  const send = async () => {
    await claimPromotion({ promotionId }, { networkErrorMessage: labels.networkError })
  }
  if (state.remaining !== null) {
    return (
      <ClaimCard labels={labels}>
        <p role="status">{fill(labels.spinsClaimed, { game: game.name })}</p>
        <dl className={memberStyles.facts}>
          <Fact term={labels.spinsLeft} testId="claim-spins-left">
            {state.remaining}
          </Fact>
        </dl>
        {state.remaining > 0 && (
          <Link href={href} className={styles.action}>
            {fill(labels.spinsPlay, { game: game.name })}
          </Link>
        )}
      </ClaimCard>
    )
  }
  return (
    <ClaimCard labels={labels}>
      {state.eligible ? (
        <form id={form.id} onSubmit={form.submit(send, refused)} noValidate>
          <SubmitRow failure={form.failure} pending={form.pending}>
            {fill(labels.spinsClaim, { spins: rule.spins })}
          </SubmitRow>
        </form>
      ) : (
        <p className={styles.reason}>{labels[`reason_${state.reason ?? 'ended'}`]}</p>
      )}
    </ClaimCard>
  )
}
