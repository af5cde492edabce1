'use client'

import { ErrorPanel } from '@/components/shell/error-panel'
import styles from './centre.module.css'

// A centre page that failed: the overlay and its page list stay, so the player can retry, pick another
// page or close the centre.
export function CentreError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorPanel reset={reset} heading="h2" className={styles.notice} buttonClassName={styles.secondary} />
  )
}
