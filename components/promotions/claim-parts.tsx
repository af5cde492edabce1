'use client'

import type { Messages } from 'next-intl'
import { useForm } from '@/components/ui/form'
import { isApiError } from '@/lib/client/errors'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from './promotion-claim.module.css'

type Labels = Messages['PromotionClaim']

// Maps a refusal's reason to its label; false when the form should show its generic failure.
export function useClaimForm(labels: Labels) {
  const form = useForm<never>({ initial: {}, networkError: labels.networkError })
  const refused = (error: unknown) => {
    const reason = isApiError(error) ? error.fields._ : undefined
    const text = reason ? (labels as Record<string, string>)[`error_${reason}`] : undefined
    if (!text) return false
    form.setFailure(text)
    return true
  }
  return { form, refused }
}

export function ClaimCard({ labels, children }: { labels: Labels; children: React.ReactNode }) {
  return (
    <section className={`${memberStyles.card} ${styles.placed}`} aria-labelledby="promotion-claim-heading">
      <h2 id="promotion-claim-heading">{labels.heading}</h2>
      {children}
    </section>
  )
}
