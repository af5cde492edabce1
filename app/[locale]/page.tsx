import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { enterLocale } from '@/lib/page-locale'
import { BannerStrip } from '@/components/home/banner-strip'
import { VendorLanes } from '@/components/home/vendor-lanes'
import { GameGrid } from '@/components/games/game-grid'
import { pageContext } from '@/lib/request-context'
import { getBanners, getHotGames, getVendorLanes } from '@/lib/upstream/catalogue'
import styles from './home.module.css'

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await enterLocale(params)
  const ctx = await pageContext()
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return {
    title: t('homeTitle', { brand: ctx.tenant.brandName }),
    description: t('homeDescription', { brand: ctx.tenant.brandName }),
  }
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  await enterLocale(params)
  const ctx = await pageContext()
  const [t, banners, lanes, hotGames] = await Promise.all([
    getTranslations('Home'),
    getBanners(ctx, 'w_home'),
    getVendorLanes(ctx),
    getHotGames(ctx),
  ])

  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{ctx.tenant.brandName}</h1>
      <BannerStrip banners={banners} label={t('bannersLabel')} />
      <section aria-labelledby="hot-heading" className={styles.section}>
        <h2 id="hot-heading">{t('hotGames')}</h2>
        {hotGames.length > 0 ? (
          <GameGrid games={hotGames.slice(0, 18)} hotLabel={t('hot')} />
        ) : (
          <p>{t('noGames')}</p>
        )}
      </section>
      <VendorLanes lanes={lanes} />
    </div>
  )
}
