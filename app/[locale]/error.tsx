'use client'

import { useTranslations } from 'next-intl'
import styles from './status-page.module.css'

export default function LocaleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors')
  const common = useTranslations('Common')
  return (
    <div className={styles.page} role="alert">
      <h1>{t('pageTitle')}</h1>
      <p>{t('upstreamDown')}</p>
      <button type="button" className={styles.button} onClick={reset}>
        {common('retry')}
      </button>
    </div>
  )
}
