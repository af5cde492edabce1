import { getTranslations } from 'next-intl/server'
import styles from './game.module.css'

// What a player sees while a game or a lottery is being started on the server.
export async function GameLoading() {
  const t = await getTranslations('Game')
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <div className={styles.head}>
        <p className={styles.loadingTitle}>{t('starting')}</p>
      </div>
      <div className={`${styles.frame} ${styles.loadingFrame}`} aria-hidden="true" />
    </div>
  )
}
