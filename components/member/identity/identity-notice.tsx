'use client'

import { Link } from '@/i18n/navigation'
import { useIdentity } from '@/lib/client/identity'
import { IDENTITY_HREF, type IdentityState, type IdentityStatus } from '@/lib/identity/types'
import type { IdentityLabels } from './identity-upload'
import styles from './identity.module.css'

// The withdrawal page while the member's identity is not verified where the operator requires it: what
// stands in the way, and the way to the upload (or to the status, while it is in review).
export function IdentityGate({ status, labels }: { status: IdentityStatus; labels: IdentityLabels }) {
  const inReview = status === 'review'
  return (
    <div className={styles.notice} role="alert" data-testid="identity-gate">
      <p>{inReview ? labels.withdrawInReview : labels.withdrawNeeded}</p>
      <Link href={IDENTITY_HREF} className={styles.primary}>
        {inReview ? labels.statusLink : labels.uploadLink}
      </Link>
    </div>
  )
}

// The deposit page's invitation to verify before the first deposit, while nothing has been sent or the
// last document was rejected; nothing once it is in review or verified.
export function IdentityPrompt({ labels, initial }: { labels: IdentityLabels; initial?: IdentityState }) {
  const { data } = useIdentity(initial)
  if (!data || !data.required || data.status === 'review' || data.status === 'verified') return null
  return (
    <aside className={styles.prompt} aria-label={labels.heading} data-testid="identity-prompt">
      <p>{labels.depositPrompt}</p>
      <Link href={IDENTITY_HREF} className={styles.primary}>
        {labels.uploadLink}
      </Link>
    </aside>
  )
}
