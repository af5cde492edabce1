import { getFormatter, getTranslations } from 'next-intl/server'
import { breakInPlace } from '@/components/protection/break-notice'
import { CdnImage } from '@/components/ui/cdn-image'
import { Link } from '@/i18n/navigation'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { getAnnouncementFeed } from '@/lib/upstream/catalogue'
import styles from '@/components/pages/content-page.module.css'

export const generateMetadata = brandedMetadata('/promotions', 'Metadata.promotions')

export default async function PromotionsPage({ params }: PageProps<'/[locale]/promotions'>) {
  const locale = await enterLocale(params)
  const onBreak = await breakInPlace(locale)
  if (onBreak) return onBreak
  const ctx = await pageContext()
  const [t, format, feed] = await Promise.all([
    getTranslations('Promotions'),
    getFormatter(),
    getAnnouncementFeed(ctx),
  ])
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium' }) : '')
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      {feed.promotions.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {feed.promotions.map((promotion) => (
            <li key={promotion.id} className={styles.card}>
              {promotion.imageUrl && <CdnImage src={promotion.imageUrl} width={800} height={400} />}
              <h2>{promotion.title}</h2>
              {promotion.startDate && promotion.endDate && (
                <p className={styles.meta}>
                  {t('period', { start: date(promotion.startDate), end: date(promotion.endDate) })}
                </p>
              )}
              <Link
                href={{ pathname: '/promoDetail', query: { id: promotion.id } }}
                className={styles.button}
              >
                {t('details')}
                <span className="visually-hidden">: {promotion.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
