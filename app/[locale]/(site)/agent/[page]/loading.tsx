import { getTranslations } from 'next-intl/server'
import styles from '@/components/member/member-centre.module.css'

// Inside the agent centre's overlay while a page loads: the panel stays, its content is sketched.
export default async function Loading() {
  const t = await getTranslations('Common')
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={styles.skeletonLine} style={{ width: '40%' }} />
      <div className={styles.skeletonBlock} style={{ marginTop: 16 }} />
      <div className={styles.skeletonBlock} style={{ marginTop: 16 }} />
    </div>
  )
}
