import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { currentTenant } from '@/lib/tenant'
import styles from './status-page.module.css'

// Every not-found under a locale, answered with 404: callers decide before anything streams (outside
// loading boundaries), so the status is still theirs to set.
export default async function NotFound() {
  const [t, tenant] = await Promise.all([getTranslations('Errors'), currentTenant()])
  return (
    <div className={styles.page}>
      <title>{`${t('notFoundTitle')} · ${tenant.brandName}`}</title>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <Link className={styles.button} href="/">
        {t('backHome')}
      </Link>
    </div>
  )
}
