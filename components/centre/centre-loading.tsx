import { getTranslations } from 'next-intl/server'
import styles from './centre.module.css'

// Inside a centre's overlay while a page loads: the overlay and its page list stay (they are the
// layout's), the page is sketched at the size of a heading and two cards.
export async function CentreLoading() {
  const t = await getTranslations('Common')
  return (
    <div role="status" aria-live="polite" className={styles.loading}>
      <span className="visually-hidden">{t('loading')}</span>
      <div className={styles.skeletonLine} style={{ width: '40%' }} />
      <div className={styles.skeletonBlock} />
      <div className={styles.skeletonBlock} />
    </div>
  )
}
