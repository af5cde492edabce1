import type { ReactNode } from 'react'
import styles from './auth.module.css'

// A narrow page around one card of its own (the login page, the hand-over question), titled above it.
export function AuthPage({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby={id}>
      <h1 id={id} className={styles.pageTitle}>
        {title}
      </h1>
      <div className={styles.card}>{children}</div>
    </section>
  )
}
