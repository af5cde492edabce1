import { IdentityStatusView, type IdentitySectionProps } from './identity-status'
import styles from './identity.module.css'

// My account's identity section: its heading and what it is for, then where the member's check stands.
export function IdentitySection(props: IdentitySectionProps) {
  return (
    <section id="identity" className={styles.card} aria-labelledby="identity-heading">
      <h2 id="identity-heading">{props.labels.heading}</h2>
      <p className={styles.muted}>{props.labels.intro}</p>
      <IdentityStatusView {...props} />
    </section>
  )
}
