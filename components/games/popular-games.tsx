import { getTranslations } from 'next-intl/server'
import { localeTags, type Locale } from '@/i18n/locales'
import { pageContext } from '@/lib/request-context'
import { currentMember } from '@/lib/session'
import { getSiteStatus } from '@/lib/upstream/catalogue'
import { getPopularGames } from '@/lib/upstream/games'
import { gridLabels, localePrefixOf } from './grid-labels'
import { LobbyGrid } from './lobby-grid'
import styles from './lobby.module.css'

// The games players launch most (the platform's popular list), offered where a chosen game cannot be
// played or a search finds nothing, so the player has somewhere to go.
export async function PopularGames({ locale, exclude }: { locale: Locale; exclude?: string }) {
  const ctx = await pageContext()
  const [t, games, status, member, labels] = await Promise.all([
    getTranslations('Lobby'),
    getPopularGames(ctx, 20).catch(() => []),
    getSiteStatus(ctx),
    currentMember(),
    gridLabels(),
  ])
  const shown = games.filter((game) => game.nodeId !== exclude).slice(0, 12)
  if (shown.length === 0) return null
  return (
    <section aria-labelledby="popular-games" className={styles.section}>
      <h2 id="popular-games">{t('popular')}</h2>
      <LobbyGrid
        games={shown}
        labels={labels}
        currency={status.currency}
        localeTag={localeTags[locale]}
        localePrefix={localePrefixOf(locale)}
        member={member}
        favourites={status.features.favourites}
        lobbyPath="/"
        label={t('popular')}
        compact
      />
    </section>
  )
}
