import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { localeTags } from '@/i18n/locales'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { currentMember } from '@/lib/session'
import { getSiteStatus } from '@/lib/upstream/catalogue'
import { getGamePage } from '@/lib/upstream/games'
import { GameSession } from '@/components/games/game-session'
import { gridLabels, localePrefixOf } from '@/components/games/grid-labels'
import { HideBars } from '@/components/games/hide-bars'
import { LobbyGrid } from '@/components/games/lobby-grid'
import styles from '@/components/games/game.module.css'

export async function generateMetadata({ params }: PageProps<'/[locale]/seamless'>): Promise<Metadata> {
  const locale = await enterLocale(params)
  const t = await getTranslations({ locale, namespace: 'Game' })
  return { title: t('seamlessTitle'), robots: { index: false } }
}

// The seamless game area: a game full width without the site's top and left bars, unless the address
// allows them (`?bars=show`). Without a game chosen it offers the house games.
export default async function SeamlessPage({ params, searchParams }: PageProps<'/[locale]/seamless'>) {
  const locale = await enterLocale(params)
  const query = await searchParams
  const allowBars = query.bars === 'show'
  if (query.game || query.room) {
    return (
      <>
        <HideBars allow={allowBars} />
        <GameSession locale={locale} searchParams={query} immersive />
      </>
    )
  }
  const ctx = await pageContext()
  const [t, status, member, labels, page] = await Promise.all([
    getTranslations('Game'),
    getSiteStatus(ctx),
    currentMember(),
    gridLabels(),
    getGamePage(ctx, { category: 'INHOUSE', page: 1 }),
  ])
  return (
    <div className={styles.picker}>
      <HideBars allow={allowBars} />
      <h1>{t('seamlessTitle')}</h1>
      <p>{t('seamlessPick')}</p>
      <LobbyGrid
        games={page.games}
        labels={labels}
        currency={status.currency}
        localeTag={localeTags[locale]}
        member={member}
        favourites={status.features.favourites}
        lobbyPath="/inhouse"
        gamePath="/seamless"
        localePrefix={localePrefixOf(locale)}
        label={t('seamlessTitle')}
      />
    </div>
  )
}
