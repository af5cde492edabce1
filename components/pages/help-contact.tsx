import { getTranslations } from 'next-intl/server'
import type { ServiceLink } from '@/lib/types'
import styles from './content-page.module.css'

// The help centre's contact channels (the tenant's customer-service links), or where else to find us.
export async function HelpContact({ channels }: { channels: ServiceLink[] }) {
  const t = await getTranslations('Help')
  return (
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
  )
}
