import { Link } from '@/i18n/navigation'
import { IDENTITY_HREF, type IdentityStatus } from '@/lib/identity/types'
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
