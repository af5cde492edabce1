'use client'

import dynamic from 'next/dynamic'
import { formatMinor } from '@/lib/money'
import type { LobbyGame } from '@/lib/games/types'
import type { useFavourites } from '@/lib/swr/use-favourites'
import type { Currency, MemberView } from '@/lib/types'
import { gameHref, localizedHref } from './game-href'
import { fill } from '@/lib/ui/fill'
import type { GridLabels } from './labels'
import { LazyImage } from './lazy-image'
import { useLauncher } from './use-launcher'
import styles from './lobby-grid.module.css'

export type LobbyGridProps = {
  games: LobbyGame[]
  labels: GridLabels
  currency: Currency
  localeTag: string
  member: MemberView | null
  // Whether the tenant offers favourites.
  favourites: boolean
  // The lobby this grid belongs to, for vendor cards that filter it.
  lobbyPath: string
  // An accessible name for the list.
  label?: string
  compact?: boolean
  // Where games open: /game, or /seamless for the seamless area.
  gamePath?: string
  // The locale prefix of the page's links ('' for the default locale, '/en', …).
  localePrefix: string
}

// What every grid of one lobby shares, handed down unchanged to the dialogs and shelves that draw one.
export type GridSetting = Pick<
  LobbyGridProps,
  'labels' | 'currency' | 'localeTag' | 'member' | 'favourites' | 'lobbyPath' | 'localePrefix'
>

// A member's grid (favourites, the session kept fresh, vendor game lists) is a chunk of its own: a visitor's
// page, where every pick opens the login dialog, carries none of it.
const MemberLobbyGrid = dynamic(() => import('./lobby-grid-member'))

export function LobbyGrid(props: LobbyGridProps) {
  if (props.member) return <MemberLobbyGrid {...props} />
  return <GuestLobbyGrid {...props} />
}

function GuestLobbyGrid(props: LobbyGridProps) {
  const launcher = useLauncher(null)
  return <GameTiles {...props} favouriteState={null} onPick={launcher.onPick} />
}

// The favourite ids and the toggle (lib/swr/use-favourites.ts); null where favourites are not offered.
export type TileFavourites = Pick<ReturnType<typeof useFavourites>, 'ids' | 'toggle'> | null

export function GameTiles({
  games,
  labels,
  currency,
  localeTag,
  lobbyPath,
  label,
  compact,
  gamePath,
  localePrefix,
  favouriteState: favourites,
  onPick,
}: LobbyGridProps & {
  favouriteState: TileFavourites
  onPick: (game: LobbyGame, event: { preventDefault(): void }) => void
}) {
  return (
    <ul className={`${styles.grid} ${compact ? styles.compact : ''}`} aria-label={label}>
      {games.map((game) => {
        const favourite = !!favourites?.ids.has(game.nodeId)
        return (
          <li key={`${game.vendor}-${game.nodeId}`} className={styles.tile} data-node-id={game.nodeId}>
            <a
              href={localizedHref(localePrefix, gameHref(game, lobbyPath, gamePath))}
              className={styles.play}
              aria-label={fill(labels.play, { name: game.name })}
              onClick={(event) => onPick(game, event)}
            >
              <span className={styles.art} style={{ ['--hue' as string]: String(hueOf(game.nodeId)) }}>
                <LazyImage src={game.iconUrl} alt="" width={200} height={200} className={styles.image} />
              </span>
              <span className={styles.name}>{game.name}</span>
              <span className={styles.meta}>
                <span>{game.vendor}</span>
                {game.minBetMinor !== null && (
                  <span>
                    {fill(labels.minBetValue, { amount: formatMinor(game.minBetMinor, currency, localeTag) })}
                  </span>
                )}
              </span>
            </a>
            {game.isHot && <span className={styles.hot}>{labels.hot}</span>}
            {favourites && (
              <button
                type="button"
                className={styles.favourite}
                aria-pressed={favourite}
                aria-label={fill(favourite ? labels.removeFavourite : labels.addFavourite, {
                  name: game.name,
                })}
                onClick={() => {
                  void favourites.toggle(game).catch(() => undefined)
                }}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
                    fill={favourite ? 'currentColor' : 'none'}
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}

// A stable placeholder colour per game while its artwork loads.
function hueOf(id: string): number {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return hash
}
