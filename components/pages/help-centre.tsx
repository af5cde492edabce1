import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { pageContext } from '@/lib/request-context'
import { getSiteStatus } from '@/lib/upstream/catalogue'
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

// The help centre, shown inside the site at /help and on its own, without header, at /helpmc.
export async function HelpCentre({ standalone = false }: { standalone?: boolean }) {
  const ctx = await pageContext()
  const [t, status] = await Promise.all([getTranslations('Help'), getSiteStatus(ctx).catch(() => null)])
  const channels = status?.customerService ?? []
  return (
    <article className={styles.page}>
      {standalone && <p className={styles.brand}>{ctx.tenant.brandName}</p>}
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
