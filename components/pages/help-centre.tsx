import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { HelpCentreData } from '@/lib/support/help-data'
import { faqJsonLd, searchHelp } from '@/lib/support/help-search'
import { HelpContact } from './help-contact'
import { HelpSearch } from './help-search'
import styles from './content-page.module.css'

type Props = HelpCentreData & {
  // Set on /helpmc, which has no header: the brand's name heads the page.
  brandName?: string
  // The page's own address (/help or /helpmc): search and article links stay on it.
  path: '/help' | '/helpmc'
  query: string
  // An article named in the address (`?article=<slug>`) opens, and its fragment scrolls to it.
  article: string | null
}

// The help centre from the platform: categories of questions, each answer behind its question, a
// search that runs on the server (so it works without scripts), a link to every answer, the FAQ as
// structured data for search engines, then feedback and the contact channels.
export async function HelpCentre({ brandName, path, query, article, categories, channels, feedback }: Props) {
  const t = await getTranslations('Help')
  const support = await getTranslations('Support')
  const shown = categories ? searchHelp(categories, query) : null
  const count = shown?.reduce((sum, category) => sum + category.articles.length, 0) ?? 0
  return (
    <article className={styles.page}>
      {categories && categories.length > 0 && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(categories) }} />
      )}
      {brandName && <p className={styles.brand}>{brandName}</p>}
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <HelpSearch path={path} query={query} />
      {query && (
        <p role="status" className={styles.lead}>
          {support('searchResults', { count, query })} <Link href={path}>{support('clearSearch')}</Link>
        </p>
      )}
      {shown === null && (
        <p role="alert" className={styles.lead}>
          {support('unavailable')}
        </p>
      )}
      {shown?.map((category) => (
        <section key={category.code} aria-labelledby={`help-${category.code}`} className={styles.section}>
          <h2 id={`help-${category.code}`}>{category.title}</h2>
          {category.articles.map((item) => (
            <details
              key={item.slug}
              id={item.slug}
              className={styles.faq}
              open={item.slug === article || Boolean(query)}
            >
              <summary>{item.title}</summary>
              <p>{item.body}</p>
              <p>
                <Link href={{ pathname: path, query: { article: item.slug }, hash: item.slug }}>
                  {support('articleLink')}
                </Link>
              </p>
            </details>
          ))}
        </section>
      ))}
      {feedback && (
        <section aria-labelledby="help-feedback" className={styles.section}>
          <h2 id="help-feedback">{support('feedbackTitle')}</h2>
          <p>{support('feedbackText')}</p>
          <p>
            <Link className={styles.button} href="/member/feedback">
              {support('feedbackLink')}
            </Link>
          </p>
        </section>
      )}
      <HelpContact channels={channels} />
      <p className={styles.links}>
        <Link href="/responsible-gaming">{t('responsible')}</Link>
        <Link href="/">{t('backHome')}</Link>
      </p>
    </article>
  )
}
