import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import styles from './status-page.module.css'

export default async function NotFound() {
  const t = await getTranslations('Errors')
  return (
    <div className={styles.page}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <Link className={styles.button} href="/">
        {t('backHome')}
      </Link>
    </div>
  )
}
