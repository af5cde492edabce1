'use client'

import { useErrorTexts } from '@/components/shell/error-texts'
import styles from './centre.module.css'

// A centre page that failed: the overlay and its page list stay, so the player can retry, pick another
// page or close the centre. Texts come from the locale layout (components/shell/error-texts.tsx).
export function CentreError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useErrorTexts()
  return (
    <div className={styles.notice} role="alert">
      <h2>{t.title}</h2>
      <p>{t.text}</p>
      <button type="button" className={styles.secondary} onClick={reset}>
        {t.retry}
      </button>
    </div>
  )
}
