import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import styles from './play-responsibly.module.css'

// The 18+ mark and the ways to the responsible-gaming page and the deposit limits, on the home page,
// under every lobby and in the member centre (where deposits are made): always one click away.
export async function PlayResponsibly({ className }: { className?: string }) {
  const [t, protection] = await Promise.all([getTranslations('Lobby'), getTranslations('Protection')])
  return (
    <p className={className ? `${styles.note} ${className}` : styles.note}>
      <span className={styles.adults} aria-hidden="true">
        18+
      </span>
      {t('responsible')} <Link href="/responsible-gaming">{t('responsibleLink')}</Link>
      <Link href="/member/playerProtection#limits-deposit">{protection('manageLimits')}</Link>
    </p>
  )
}
