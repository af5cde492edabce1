import { getTranslations } from 'next-intl/server'
import { enterLocale } from '@/lib/page-locale'
import { VendorLanes } from '@/components/home/vendor-lanes'
import { GameGrid } from '@/components/games/game-grid'
import { PlayResponsibly } from '@/components/ui/play-responsibly'
import { breakInPlace } from '@/components/protection/break-notice'
import { WinnerBoard } from '@/components/home/winner-board'
import { winnerBoard } from '@/lib/games/data'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { getHotGames, getVendorLanes } from '@/lib/upstream/catalogue'
import styles from './home.module.css'

export const generateMetadata = brandedMetadata('/', 'Metadata.home')

// The banner carousel above this content belongs to the frame (components/home/route-banner.tsx).
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await enterLocale(params)
  const ctx = await pageContext()
  const onBreak = await breakInPlace(locale)
  if (onBreak) {
    return (
      <div className={styles.home}>
        <h1 className="visually-hidden">{ctx.tenant.brandName}</h1>
        {onBreak}
      </div>
    )
  }
  const [t, lanes, hotGames, board] = await Promise.all([
    getTranslations('Home'),
    getVendorLanes(ctx),
    getHotGames(ctx),
    winnerBoard(ctx),
  ])

  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{ctx.tenant.brandName}</h1>
      <section aria-labelledby="hot-heading" className={styles.section}>
        <h2 id="hot-heading">{t('hotGames')}</h2>
        {hotGames.length > 0 ? (
          <GameGrid games={hotGames.slice(0, 18)} hotLabel={t('hot')} />
        ) : (
          <p>{t('noGames')}</p>
        )}
      </section>
      <WinnerBoard board={board} locale={locale} />
      <VendorLanes lanes={lanes} />
      <PlayResponsibly className={styles.section} />
    </div>
  )
}
