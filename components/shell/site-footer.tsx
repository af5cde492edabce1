import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { licenceOf } from '@/lib/legal/documents'
import type { Tenant } from '@/lib/tenant/config'
import type { PaymentMethod, VendorLane } from '@/lib/types'
import { ConsentSettingsButton } from './consent-manager'
import styles from './site-footer.module.css'

const FOOTER_LINKS = [
  { href: '/help', key: 'help' },
  { href: '/responsible-gaming', key: 'responsibleLink' },
  { href: '/terms', key: 'terms' },
  { href: '/privacy', key: 'privacy' },
  { href: '/cookies', key: 'cookies' },
  { href: '/down', key: 'download' },
  { href: '/promotions', key: 'promotions' },
] as const

// A titled list of the footer, named by its heading.
function FooterBlock({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  )
}

export async function SiteFooter({
  brandName,
  legal,
  paymentMethods,
  lanes,
  analytics = false,
}: {
  brandName: string
  legal: Tenant['legal']
  paymentMethods: PaymentMethod[]
  lanes: VendorLane[]
  // The tenant has analytics: the consent choice can be changed from here.
  analytics?: boolean
}) {
  const t = await getTranslations('Footer')
  const providers = [...new Map(lanes.flatMap((l) => l.vendors).map((v) => [v.code, v])).values()]
  return (
    <footer className={styles.footer}>
      {paymentMethods.length > 0 && (
        <FooterBlock id="footer-payments" heading={t('payments')}>
          <ul className={styles.logos}>
            {paymentMethods.map((method) => (
              <li key={method.code} className={styles.logo}>
                {method.iconUrl && (
                  // eslint-disable-next-line @next/next/no-img-element -- payment artwork comes from the tenant's image CDN
                  <img src={method.iconUrl} alt="" width={36} height={24} loading="lazy" decoding="async" />
                )}
                <span>{method.name}</span>
              </li>
            ))}
          </ul>
        </FooterBlock>
      )}
      {providers.length > 0 && (
        <FooterBlock id="footer-providers" heading={t('providers')}>
          <ul className={styles.names}>
            {providers.map((vendor) => (
              <li key={vendor.code}>{vendor.name}</li>
            ))}
          </ul>
        </FooterBlock>
      )}
      <section aria-labelledby="footer-rg" className={styles.responsible}>
        <span className={styles.adults} role="img" aria-label={t('adultsOnly')}>
          18+
        </span>
        <div>
          <h2 id="footer-rg" className={styles.heading}>
            {t('responsibleTitle')}
          </h2>
          <p>{t('responsibleText', { brand: brandName })}</p>
          <Link href="/responsible-gaming" className={styles.link}>
            {t('responsibleLink')}
          </Link>
        </div>
      </section>
      {legal && (
        <section aria-labelledby="footer-licence" className={styles.block}>
          <h2 id="footer-licence" className={styles.heading}>
            {t('licenceTitle')}
          </h2>
          <p>{t('licenceText', licenceOf(legal))}</p>
        </section>
      )}
      <div className={styles.bottom}>
        <nav aria-label={t('links')}>
          <ul className={styles.links}>
            {FOOTER_LINKS.map(({ href, key }) => (
              <li key={href}>
                <Link href={href}>{t(key)}</Link>
              </li>
            ))}
            {analytics && (
              <li>
                <ConsentSettingsButton label={t('cookieSettings')} className={styles.linkButton} />
              </li>
            )}
          </ul>
        </nav>
        <p className={styles.copyright}>
          {t('copyright', { year: new Date().getFullYear(), brand: brandName })}
        </p>
      </div>
    </footer>
  )
}
