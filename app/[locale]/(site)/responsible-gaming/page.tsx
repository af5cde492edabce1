import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { enterLocale } from '@/lib/page-locale'
import { HELP_ORGANISATIONS } from '@/lib/protection/help'
import { brandedMetadata } from '@/lib/seo'
import { currentTenant } from '@/lib/tenant'
import styles from '@/components/pages/content-page.module.css'

export const generateMetadata = brandedMetadata('/responsible-gaming', 'Metadata.rg')

// The sections that are a heading and one paragraph, in page order.
const PLAIN_SECTIONS = ['adults', 'limits', 'breaks'] as const

export default async function ResponsibleGamingPage({ params }: PageProps<'/[locale]/responsible-gaming'>) {
  const locale = await enterLocale(params)
  const [t, help, tools, tenant] = await Promise.all([
    getTranslations('ResponsibleGaming'),
    getTranslations('Help'),
    getTranslations('Protection'),
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
      <section aria-labelledby="rg-tools" className={styles.section}>
        <h2 id="rg-tools">{tools('rgToolsTitle')}</h2>
        <ul className={styles.list}>
          <li>{tools('rgTool_limits')}</li>
          <li>{tools('rgTool_reality')}</li>
          <li>{tools('rgTool_history')}</li>
        </ul>
        <p>
          <Link href="/member/playerProtection">{tools('rgToolsLink')}</Link>
        </p>
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
        <h3>{tools('rgHelpOrgs')}</h3>
        <ul className={styles.list}>
          {HELP_ORGANISATIONS[locale].map((org) => (
            <li key={org.url}>
              <a href={org.url} target="_blank" rel="noopener noreferrer">
                {org.name}
              </a>
              {org.phone ? ` · ${org.phone}` : ''}
            </li>
          ))}
        </ul>
        <p>{t('contactText')}</p>
      </section>
      <p className={styles.links}>
        <Link href="/help">{help('title')}</Link>
        <Link href="/">{help('backHome')}</Link>
      </p>
    </article>
  )
}
