'use client'

import { Link } from '@/i18n/navigation'
import { useIdentity } from '@/lib/client/identity'
import { IDENTITY_HREF, type IdentityState } from '@/lib/identity/types'
import type { IdentityLabels } from './identity-upload'
import styles from './identity.module.css'

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
