import { getTranslations } from 'next-intl/server'
import styles from '../status-page.module.css'

export default async function Loading() {
  const t = await getTranslations('Common')
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={styles.bar} />
      <div className={styles.grid}>
        {Array.from({ length: 12 }, (_, i) => (
          <div key={i} className={styles.tile} />
        ))}
      </div>
    </div>
  )
}
