import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { PaymentMethod, VendorLane } from '@/lib/types'
import styles from './site-footer.module.css'

export async function SiteFooter({
  brandName,
  paymentMethods,
  lanes,
}: {
  brandName: string
  paymentMethods: PaymentMethod[]
  lanes: VendorLane[]
}) {
  const t = await getTranslations('Footer')
  const providers = [...new Map(lanes.flatMap((l) => l.vendors).map((v) => [v.code, v])).values()]
  return (
    <footer className={styles.footer}>
      {paymentMethods.length > 0 && (
        <section aria-labelledby="footer-payments" className={styles.block}>
          <h2 id="footer-payments" className={styles.heading}>
            {t('payments')}
          </h2>
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
        </section>
      )}
      {providers.length > 0 && (
        <section aria-labelledby="footer-providers" className={styles.block}>
          <h2 id="footer-providers" className={styles.heading}>
            {t('providers')}
          </h2>
          <ul className={styles.names}>
            {providers.map((vendor) => (
              <li key={vendor.code}>{vendor.name}</li>
            ))}
          </ul>
        </section>
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
      <div className={styles.bottom}>
        <nav aria-label={t('links')}>
          <ul className={styles.links}>
            <li>
              <Link href="/help">{t('help')}</Link>
            </li>
            <li>
              <Link href="/responsible-gaming">{t('responsibleLink')}</Link>
            </li>
            <li>
              <Link href="/down">{t('download')}</Link>
            </li>
            <li>
              <Link href="/promotions">{t('promotions')}</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          {t('copyright', { year: new Date().getFullYear(), brand: brandName })}
        </p>
      </div>
    </footer>
  )
}
