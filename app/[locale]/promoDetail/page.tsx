import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'
import { breakInPlace } from '@/components/protection/break-notice'
import { RaffleSection } from '@/components/promotions/raffle-section'
import { PromotionClaim } from '@/components/promotions/promotion-claim'
import { PromotionTerms } from '@/components/promotions/promotion-terms'
import { labelsOf } from '@/components/shell/labels'
import { Link } from '@/i18n/navigation'
import { localeTags, type Locale } from '@/i18n/locales'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { pageMetadata } from '@/lib/seo'
import { getAnnouncementFeed, getSiteStatus } from '@/lib/upstream/catalogue'
import type { Promotion } from '@/lib/types'
import styles from '@/components/pages/content-page.module.css'

type Props = PageProps<'/[locale]/promoDetail'>

async function findPromotion(searchParams: Props['searchParams']): Promise<Promotion | null> {
  const { id } = await searchParams
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) return null
  const feed = await getAnnouncementFeed(await pageContext())
  return feed.promotions.find((p) => p.id === id) ?? null
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [ctx, promotion, t] = await Promise.all([
    pageContext(),
    findPromotion(searchParams),
    getTranslations({ locale, namespace: 'Metadata' }),
  ])
  if (!promotion) notFound()
  const meta = await pageMetadata({
    locale,
    path: '/promoDetail',
    title: t('promoDetailTitle', { title: promotion.title, brand: ctx.tenant.brandName }),
    description:
      promotion.content.slice(0, 160) || t('promotionsDescription', { brand: ctx.tenant.brandName }),
  })
  // Each promotion is its own page: the canonical address keeps its id.
  const canonical = `${meta.alternates?.canonical as string}?id=${encodeURIComponent(promotion.id)}`
  return { ...meta, alternates: { ...meta.alternates, canonical } }
}

export default async function PromotionDetailPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params)
  const [t, promotion] = await Promise.all([getTranslations('Promotions'), findPromotion(searchParams)])
  if (!promotion) notFound()
  const onBreak = await breakInPlace(locale)
  if (onBreak) return onBreak
  return (
    <article className={styles.page}>
      <p>
        <Link href="/promotions">← {t('back')}</Link>
      </p>
      <h1>{promotion.title}</h1>
      <PromotionBody promotion={promotion} locale={locale} />
    </article>
  )
}

async function PromotionBody({ promotion, locale }: { promotion: Promotion; locale: Locale }) {
  const [t, format, claimLabels, status] = await Promise.all([
    getTranslations('Promotions'),
    getFormatter(),
    labelsOf('PromotionClaim'),
    pageContext().then(getSiteStatus),
  ])
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' })
  return (
    <>
      {promotion.startDate && promotion.endDate && (
        <p className={styles.meta}>
          {t('period', { start: date(promotion.startDate), end: date(promotion.endDate) })}
        </p>
      )}
      {promotion.imageUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- promotion artwork comes from the tenant's image CDN
        <img className={styles.hero} src={promotion.imageUrl} alt="" width={800} height={400} />
      )}
      <div className={styles.content}>{promotion.content}</div>
      {promotion.rule && (
        <PromotionTerms rule={promotion.rule} currency={status.currency} localeTag={localeTags[locale]} />
      )}
      <RaffleSection promotion={promotion} locale={locale} />
      <PromotionClaim promotionId={promotion.id} labels={claimLabels} localeTag={localeTags[locale]} />
    </>
  )
}
