'use client'

import { ErrorPanel } from '@/components/shell/error-panel'
import styles from './status-page.module.css'

export default function LocaleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPanel reset={reset} heading="h1" className={styles.page} buttonClassName={styles.button} />
}
