import { getLocale } from 'next-intl/server'
import { isLocale, localeTags } from '@/i18n/locales'
import { gridSettings } from '@/lib/games/data'
import { pageContext } from '@/lib/request-context'
import { currentMember } from '@/lib/session'
import type { GameTile } from '@/lib/types'
import { gridLabels, localePrefixOf } from './grid-labels'
import { LobbyGrid } from './lobby-grid'

// A grid of games outside the lobbies (the home page's hot games): the same tiles, launching and
// favourites as in a lobby.
export async function GameGrid({ games, hotLabel }: { games: GameTile[]; hotLabel: string }) {
  const ctx = await pageContext()
  const [labels, settings, member, locale] = await Promise.all([
    gridLabels(),
    gridSettings(ctx),
    currentMember(),
    getLocale(),
  ])
  return (
    <LobbyGrid
      games={games.map((game) => ({ ...game, minBetMinor: null }))}
      labels={{ ...labels, hot: hotLabel }}
      currency={settings.currency}
      localeTag={localeTags[isLocale(locale) ? locale : ctx.tenant.defaultLocale]}
      localePrefix={localePrefixOf(isLocale(locale) ? locale : ctx.tenant.defaultLocale)}
      member={member}
      favourites={settings.favourites}
      lobbyPath="/"
      label={hotLabel}
    />
  )
}
