'use client'

import styles from './auth.module.css'

// In a form's place while what it needs downloads (the dialog's form, the tenant's registration rules):
// the outline of a form, announced as loading; when the download failed, why, and a button to try again.
export function FormLoading({
  failed,
  onRetry,
  texts,
  rows = 3,
}: {
  failed: boolean
  onRetry: () => void
  texts: { loading: string; failed: string; retry: string }
  rows?: number
}) {
  if (failed) {
    return (
      <div className={styles.form}>
        <p role="alert" className={styles.notice}>
          {texts.failed}
        </p>
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    )
  }
  return (
    <div className={styles.form} role="status" aria-live="polite" aria-busy="true" data-auth-loading="">
      <span className="visually-hidden">{texts.loading}</span>
      {Array.from({ length: rows }, (_, n) => (
        <div key={n} className={styles.skeleton} />
      ))}
    </div>
  )
}
