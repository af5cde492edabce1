import type { Messages } from 'next-intl'
import { notFound } from 'next/navigation'
import { getMessages, getTranslations } from 'next-intl/server'
import { getPathname, Link } from '@/i18n/navigation'
import { localeTags } from '@/i18n/locales'
import { PointsChart } from '@/components/charts/member-charts'
import { ConvertAction } from '@/components/points/convert-action'
import { EarnRates } from '@/components/points/earn-rates'
import { RedemptionHistory } from '@/components/points/history'
import { RewardGrid } from '@/components/points/reward-grid'
import { KnownTimeZoneProvider } from '@/components/ui/known-time-zone'
import { pageOf } from '@/components/ui/record-filters'
import { requestTimeZone } from '@/lib/member/records-data'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { currentMember, upstreamContext } from '@/lib/session'
import { getSiteStatus } from '@/lib/upstream/catalogue'
import { pointMall } from '@/lib/upstream/points'
import page from '@/components/pages/content-page.module.css'
import styles from '@/components/points/points.module.css'

export const generateMetadata = brandedMetadata('/pointMall', 'Points.meta')

// The point mall (PTSYS3): rendered on the server for everyone, so search engines read the rewards; a
// member also sees their points, the convert action and their history, a page at a time (`?page=`).
// Not found where the platform says points are off; when it cannot be read, the page fails (503 from the
// production server, lib/shell/unavailable.ts) rather than answer not found or an empty mall.
export default async function PointMallPage({ params, searchParams }: PageProps<'/[locale]/pointMall'>) {
  const locale = await enterLocale(params)
  const historyPage = pageOf((await searchParams).page)
  const ctx = await pageContext()
  if (!(await getSiteStatus(ctx)).features.points) notFound()
  const [t, messages, member, memberCtx] = await Promise.all([
    getTranslations('Points'),
    getMessages(),
    currentMember(),
    upstreamContext(),
  ])
  const collects = member && !member.isTrial ? memberCtx : null
  const mall = await pointMall(ctx, collects, historyPage)
  const localeTag = localeTags[locale]
  const labels = (messages as unknown as Messages).Points

  return (
    <div className={page.page}>
      <h1>{t('title')}</h1>
      <p className={page.lead}>{t('intro')}</p>
      <>
        <section className={styles.summaryBar} aria-label={t('yourPoints')}>
          {mall.member ? (
            <>
              <p className={styles.balance}>
                <span className={styles.balanceLabel}>{t('yourPoints')}</span>
                <span className={styles.balanceValue} data-testid="points-balance">
                  {t('pointsValue', { points: mall.member.points })}
                </span>
              </p>
              {mall.config.convert && (
                <ConvertAction
                  labels={labels}
                  localeTag={localeTag}
                  currency={mall.currency}
                  points={mall.member.points}
                  minPoints={mall.config.convert.minPoints}
                  blocked={
                    mall.member.points < mall.config.convert.minPoints
                      ? t('needMore', { points: mall.config.convert.minPoints - mall.member.points })
                      : null
                  }
                />
              )}
            </>
          ) : (
            <>
              <p className={styles.summary}>{member ? t('trialNotice') : t('signInPrompt')}</p>
              {!member && (
                <Link
                  href={{
                    pathname: '/login',
                    query: { next: getPathname({ href: '/pointMall', locale }) },
                  }}
                  className={styles.signIn}
                >
                  {t('signIn')}
                </Link>
              )}
            </>
          )}
        </section>
        <section className={page.section} aria-labelledby="earn-heading">
          <h2 id="earn-heading">{t('earnHeading')}</h2>
          <EarnRates config={mall.config} currency={mall.currency} localeTag={localeTag} />
        </section>
        <section className={page.section} aria-labelledby="rewards-heading">
          <h2 id="rewards-heading">{t('rewardsHeading')}</h2>
          <RewardGrid
            mall={mall}
            locale={locale}
            labels={labels}
            localeTag={localeTag}
            currency={mall.currency}
          />
        </section>
        {mall.member && memberCtx && <PointsChart ctx={memberCtx} localeTag={localeTag} />}
        {mall.member && (
          <section className={page.section} aria-labelledby="history-heading">
            <h2 id="history-heading">{t('historyHeading')}</h2>
            <KnownTimeZoneProvider zone={await requestTimeZone()}>
              <RedemptionHistory
                history={mall.member.history}
                labels={labels}
                pagerLabels={(messages as unknown as Messages).Pager}
                currency={mall.currency}
                localeTag={localeTag}
              />
            </KnownTimeZoneProvider>
          </section>
        )}
      </>
    </div>
  )
}
