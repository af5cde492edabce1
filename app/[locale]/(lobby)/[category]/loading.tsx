import { getTranslations } from 'next-intl/server'
import styles from '@/components/games/lobby.module.css'
import grid from '@/components/games/lobby-grid.module.css'

// The lobby's own shape while it loads: title, tabs, filters and a grid of tiles.
export default async function LobbyLoading() {
  const t = await getTranslations('Lobby')
  return (
    <div className={styles.lobby} role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={styles.skeletonTab} style={{ width: 180 }} />
      <div className={styles.skeletonTabs}>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={styles.skeletonTab} />
        ))}
      </div>
      <ul className={grid.grid} aria-hidden="true">
        {Array.from({ length: 18 }, (_, index) => (
          <li key={index} className={styles.skeletonTile} />
        ))}
      </ul>
    </div>
  )
}
