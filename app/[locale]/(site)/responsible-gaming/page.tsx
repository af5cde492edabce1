import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { enterLocale } from '@/lib/page-locale'
import { brandedMetadata } from '@/lib/seo'
import { currentTenant } from '@/lib/tenant'
import styles from '@/components/pages/content-page.module.css'

export const generateMetadata = brandedMetadata({
  path: '/responsible-gaming',
  title: 'Metadata.rgTitle',
  description: 'Metadata.rgDescription',
})

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
      <section aria-labelledby="rg-adults" className={styles.section}>
        <h2 id="rg-adults">{t('adultsTitle')}</h2>
        <p>{t('adultsText')}</p>
      </section>
      <section aria-labelledby="rg-limits" className={styles.section}>
        <h2 id="rg-limits">{t('limitsTitle')}</h2>
        <p>{t('limitsText')}</p>
      </section>
      <section aria-labelledby="rg-breaks" className={styles.section}>
        <h2 id="rg-breaks">{t('breaksTitle')}</h2>
        <p>{t('breaksText')}</p>
      </section>
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
