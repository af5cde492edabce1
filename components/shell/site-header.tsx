import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { localeNames, type Locale } from '@/i18n/locales'
import type { Tenant } from '@/lib/tenant-config'
import styles from './site-header.module.css'

export async function SiteHeader({ tenant, locale }: { tenant: Tenant; locale: Locale }) {
  const t = await getTranslations('Common')
  return (
    <header className={styles.header}>
      <Link href="/" className={styles.brand}>
        {tenant.brandName}
      </Link>
      {tenant.locales.length > 1 && (
        <nav aria-label={t('language')} className={styles.languages}>
          <ul>
            {tenant.locales.map((code) => (
              <li key={code}>
                <Link
                  href="/"
                  locale={code}
                  hrefLang={code}
                  aria-current={code === locale ? 'true' : undefined}
                >
                  {localeNames[code]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <span className={styles.adults} title={t('adultsOnly')}>
        18+
      </span>
    </header>
  )
}
