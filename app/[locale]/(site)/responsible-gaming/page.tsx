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
// The protection tools the page names, and the signs of a problem it lists.
const TOOLS = ['limits', 'reality', 'history'] as const
const SIGNS = ['sign1', 'sign2', 'sign3', 'sign4'] as const

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
      <ListSection
        id="rg-tools"
        title={tools('rgToolsTitle')}
        items={TOOLS.map((tool) => tools(`rgTool_${tool}`))}
      >
        <p>
          <Link href="/member/playerProtection">{tools('rgToolsLink')}</Link>
        </p>
      </ListSection>
      <ListSection id="rg-signs" title={t('signsTitle')} items={SIGNS.map((sign) => t(sign))} />
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

// A section that is a heading and a list, and what follows the list.
function ListSection({
  id,
  title,
  items,
  children,
}: {
  id: string
  title: string
  items: string[]
  children?: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {children}
    </section>
  )
}
