import { getTranslations } from 'next-intl/server'
import { localeTags, type Locale } from '@/i18n/locales'
import { gridSettings, popularGames } from '@/lib/games/data'
import { pageContext } from '@/lib/request-context'
import { currentMember } from '@/lib/session'
import { gridLabels, localePrefixOf } from './grid-labels'
import { LobbyGrid } from './lobby-grid'
import styles from './lobby.module.css'

// The games players launch most (the platform's popular list), offered where a chosen game cannot be
// played or a search finds nothing, so the player has somewhere to go.
export async function PopularGames({ locale, exclude }: { locale: Locale; exclude?: string }) {
  const ctx = await pageContext()
  const [t, shown, settings, member, labels] = await Promise.all([
    getTranslations('Lobby'),
    popularGames(ctx, exclude),
    gridSettings(ctx),
    currentMember(),
    gridLabels(),
  ])
  if (shown.length === 0) return null
  return (
    <section aria-labelledby="popular-games" className={styles.section}>
      <h2 id="popular-games">{t('popular')}</h2>
      <LobbyGrid
        games={shown}
        labels={labels}
        currency={settings.currency}
        localeTag={localeTags[locale]}
        localePrefix={localePrefixOf(locale)}
        member={member}
        favourites={settings.favourites}
        lobbyPath="/"
        label={t('popular')}
        compact
      />
    </section>
  )
}
