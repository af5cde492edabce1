import { formatMinor } from '@/lib/money'
import type { LaunchableGame } from '@/lib/games/launch'
import type { LobbyGame } from '@/lib/games/types'
import type { Currency } from '@/lib/types'
import { fill } from '@/lib/ui/fill'
import { gameHref, localizedHref } from './game-href'
import type { GridLabels } from './labels'
import { TileFavourite } from './tile-favourite'
import styles from './lobby-grid.module.css'

export type GameTilesProps = {
  games: LobbyGame[]
  labels: GridLabels
  currency: Currency
  localeTag: string
  // The lobby this grid belongs to, for vendor cards that filter it.
  lobbyPath: string
  // An accessible name for the list.
  label?: string
  compact?: boolean
  // Where games open: /game, or /seamless for the seamless area.
  gamePath?: string
  // The locale prefix of the page's links ('' for the default locale, '/en', …).
  localePrefix: string
  // Whether each tile carries the favourite heart (a signed-in member where the tenant offers favourites).
  favourable: boolean
}

// The tiles of a game grid: plain links and lazily loading artwork, rendered wherever the grid is (on the
// server for the lobbies). The surrounding island (tile-launcher.tsx) turns picks into dialogs; the heart
// is the only interactive part of a tile.
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
  favourable,
}: GameTilesProps) {
  return (
    <ul className={`${styles.grid} ${compact ? styles.compact : ''}`} aria-label={label}>
      {games.map((game) => (
        <li key={`${game.vendor}-${game.nodeId}`} className={styles.tile} data-node-id={game.nodeId}>
          <a
            href={localizedHref(localePrefix, gameHref(game, lobbyPath, gamePath))}
            className={styles.play}
            aria-label={fill(labels.play, { name: game.name })}
            data-game={JSON.stringify(launchable(game))}
          >
            <span className={styles.art} style={{ ['--hue' as string]: String(hueOf(game.nodeId)) }}>
              {/* eslint-disable-next-line @next/next/no-img-element -- artwork comes from the tenant's image CDN */}
              <img
                src={game.iconUrl || undefined}
                alt=""
                width={200}
                height={200}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
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
          {favourable && (
            <TileFavourite
              game={{ nodeId: game.nodeId, vendor: game.vendor, category: game.category }}
              addLabel={fill(labels.addFavourite, { name: game.name })}
              removeLabel={fill(labels.removeFavourite, { name: game.name })}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>
            </TileFavourite>
          )}
        </li>
      ))}
    </ul>
  )
}

// What the launcher needs to decide where a pick leads (lib/games/launch.ts), carried on the link.
function launchable(game: LobbyGame): LaunchableGame {
  return {
    nodeId: game.nodeId,
    vendor: game.vendor,
    category: game.category,
    code: game.code,
    opensGameList: game.opensGameList,
  }
}

// A stable placeholder colour per game while its artwork loads.
function hueOf(id: string): number {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return hash
}
