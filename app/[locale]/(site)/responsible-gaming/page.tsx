import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { enterLocale } from '@/lib/page-locale'
import { brandedMetadata } from '@/lib/seo'
import { currentTenant } from '@/lib/tenant'
import styles from '@/components/pages/content-page.module.css'

export const generateMetadata = brandedMetadata('/responsible-gaming', 'Metadata.rg')

// The sections that are a heading and one paragraph, in page order.
const PLAIN_SECTIONS = ['adults', 'limits', 'breaks'] as const

export default async function ResponsibleGamingPage({ params }: PageProps<'/[locale]/responsible-gaming'>) {
  await enterLocale(params)
  const [t, help, tenant] = await Promise.all([
    getTranslations('ResponsibleGaming'),
    getTranslations('Help'),
    currentTenant(),
  ])
  return (
    <article className={styles.page}>
      <span className={styles.adults} aria-hidden="true">
        18+
      </span>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('intro', { brand: tenant.brandName })}</p>
      {PLAIN_SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`rg-${section}`} className={styles.section}>
          <h2 id={`rg-${section}`}>{t(`${section}Title`)}</h2>
          <p>{t(`${section}Text`)}</p>
        </section>
      ))}
      <section aria-labelledby="rg-signs" className={styles.section}>
        <h2 id="rg-signs">{t('signsTitle')}</h2>
        <ul className={styles.list}>
          <li>{t('sign1')}</li>
          <li>{t('sign2')}</li>
          <li>{t('sign3')}</li>
          <li>{t('sign4')}</li>
        </ul>
      </section>
      <section aria-labelledby="rg-help" className={styles.section}>
        <h2 id="rg-help">{t('helpTitle')}</h2>
        <p>{t('helpText')}</p>
        <p>{t('contactText')}</p>
      </section>
      <p className={styles.links}>
        <Link href="/help">{help('title')}</Link>
        <Link href="/">{help('backHome')}</Link>
      </p>
    </article>
  )
}
