import { Link } from '@/i18n/navigation'
import { IDENTITY_HREF, type IdentityState } from '@/lib/identity/types'
import type { IdentityLabels } from './identity-upload'
import styles from './identity.module.css'

// The deposit page's invitation to verify before the first deposit, while nothing has been sent or the
// last document was rejected; nothing once it is in review or verified, or when the page could not read
// the member's check (`state` undefined).
export function IdentityPrompt({ labels, state }: { labels: IdentityLabels; state?: IdentityState }) {
  if (!state || !state.required || state.status === 'review' || state.status === 'verified') return null
  return (
    <aside className={styles.prompt} aria-label={labels.heading} data-testid="identity-prompt">
      <p>{labels.depositPrompt}</p>
      <Link href={IDENTITY_HREF} className={styles.primary}>
        {labels.uploadLink}
      </Link>
    </aside>
  )
}
