import type { GameTile } from '@/lib/types'
import styles from './game-grid.module.css'

export function GameGrid({ games, hotLabel }: { games: GameTile[]; hotLabel: string }) {
  return (
    <ul className={styles.grid}>
      {games.map((game) => (
        <li key={`${game.vendor}-${game.nodeId}`} className={styles.tile}>
          {/* eslint-disable-next-line @next/next/no-img-element -- game artwork comes from the tenant's image CDN */}
          <img src={game.iconUrl} alt="" width={200} height={200} loading="lazy" decoding="async" />
          <span className={styles.name}>{game.name}</span>
          <span className={styles.vendor}>{game.vendor}</span>
          {game.isHot && <span className={styles.hot}>{hotLabel}</span>}
        </li>
      ))}
    </ul>
  )
}
