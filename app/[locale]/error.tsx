'use client'

import { useErrorTexts } from '@/components/shell/error-texts'
import styles from './status-page.module.css'

export default function LocaleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useErrorTexts()
  return (
    <div className={styles.page} role="alert">
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <button type="button" className={styles.button} onClick={reset}>
        {t.retry}
      </button>
    </div>
  )
}
