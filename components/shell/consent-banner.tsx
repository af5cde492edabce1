import type { Messages } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { ConsentManager } from './consent-manager'
import styles from './consent.module.css'

// The consent question with its words and the way to the cookie policy; the choice and what follows it
// run in the browser (consent-manager.tsx).
export function ConsentBanner({ gtagId, labels }: { gtagId: string; labels: Messages['Consent'] }) {
  return (
    <ConsentManager gtagId={gtagId} labels={{ necessary: labels.necessary, accept: labels.accept }}>
      <h2 id="consent-heading">{labels.title}</h2>
      <p>
        {labels.text}{' '}
        <Link href="/cookies" className={styles.link}>
          {labels.policy}
        </Link>
      </p>
    </ConsentManager>
  )
}
