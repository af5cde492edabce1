import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { ServiceLink } from '@/lib/types'
import styles from './content-page.module.css'

const TOPICS = [
  {
    title: 'accountTitle',
    items: [
      ['accountQ1', 'accountA1'],
      ['accountQ2', 'accountA2'],
    ],
  },
  {
    title: 'walletTitle',
    items: [
      ['walletQ1', 'walletA1'],
      ['walletQ2', 'walletA2'],
    ],
  },
  {
    title: 'gamesTitle',
    items: [
      ['gamesQ1', 'gamesA1'],
      ['gamesQ2', 'gamesA2'],
    ],
  },
  { title: 'safetyTitle', items: [['safetyQ1', 'safetyA1']] },
] as const

// The help centre, shown inside the site at /help and on its own, without header, at /helpmc (then
// under the brand's name).
export async function HelpCentre({ brandName, channels }: { brandName?: string; channels: ServiceLink[] }) {
  const t = await getTranslations('Help')
  return (
    <article className={styles.page}>
      {brandName && <p className={styles.brand}>{brandName}</p>}
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      {TOPICS.map((topic) => (
        <section key={topic.title} aria-labelledby={`help-${topic.title}`} className={styles.section}>
          <h2 id={`help-${topic.title}`}>{t(topic.title)}</h2>
          {topic.items.map(([question, answer]) => (
            <details key={question} className={styles.faq}>
              <summary>{t(question)}</summary>
              <p>{t(answer)}</p>
            </details>
          ))}
        </section>
      ))}
      <section aria-labelledby="help-contact" className={styles.section}>
        <h2 id="help-contact">{t('contactTitle')}</h2>
        {channels.length > 0 ? (
          <>
            <p>{t('contactText')}</p>
            <ul className={styles.buttons}>
              {channels.map((channel) => (
                <li key={channel.url}>
                  <a className={styles.button} href={channel.url} target="_blank" rel="noopener noreferrer">
                    {channel.title}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('noContact')}</p>
        )}
      </section>
      <p className={styles.links}>
        <Link href="/responsible-gaming">{t('responsible')}</Link>
        <Link href="/">{t('backHome')}</Link>
      </p>
    </article>
  )
}
