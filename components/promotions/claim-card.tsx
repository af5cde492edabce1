import type { ReactNode } from 'react'
import type { Messages } from 'next-intl'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from './promotion-claim.module.css'

// The card around a promotion's claim: its heading, then the form of the kind of claim.
export function ClaimCard({ labels, children }: { labels: Messages['PromotionClaim']; children: ReactNode }) {
  return (
    <section className={`${memberStyles.card} ${styles.placed}`} aria-labelledby="promotion-claim-heading">
      <h2 id="promotion-claim-heading">{labels.heading}</h2>
      {children}
    </section>
  )
}
