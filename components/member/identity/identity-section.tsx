import type { IdentityState } from '@/lib/identity/types'
import { IdentityStatusView } from './identity-status'
import type { IdentityLabels } from './identity-upload'
import styles from './identity.module.css'

// My account's identity section: its heading and what it is for, then where the member's check stands.
export function IdentitySection({
  labels,
  loading,
  localeTag,
  initial,
}: {
  labels: IdentityLabels
  loading: string
  localeTag: string
  initial?: IdentityState
}) {
  return (
    <section id="identity" className={styles.card} aria-labelledby="identity-heading">
      <h2 id="identity-heading">{labels.heading}</h2>
      <p className={styles.muted}>{labels.intro}</p>
      <IdentityStatusView labels={labels} loading={loading} localeTag={localeTag} initial={initial} />
    </section>
  )
}
