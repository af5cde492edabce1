import { getFormatter, getTranslations } from 'next-intl/server'
import { PromotionTerms } from '@/components/promotions/promotion-terms'
import { breakInPlace } from '@/components/protection/break-notice'
import { CdnImage } from '@/components/ui/cdn-image'
import { localeTags } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { getAnnouncementFeed, getSiteStatus } from '@/lib/upstream/catalogue'
import styles from '@/components/pages/content-page.module.css'

export const generateMetadata = brandedMetadata('/promotions', 'Metadata.promotions')

export default async function PromotionsPage({ params }: PageProps<'/[locale]/promotions'>) {
  const locale = await enterLocale(params)
  const onBreak = await breakInPlace(locale)
  if (onBreak) return onBreak
  const ctx = await pageContext()
  const [t, format, feed, status] = await Promise.all([
    getTranslations('Promotions'),
    getFormatter(),
    getAnnouncementFeed(ctx),
    getSiteStatus(ctx),
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
              {promotion.rule && (
                <PromotionTerms
                  rule={promotion.rule}
                  currency={status.currency}
                  localeTag={localeTags[locale]}
                  compact
                />
              )}
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
