import type { Locale } from '@/i18n/locales'
import { Icon } from './icon'
import { LanguageLinks } from './language-links'
import styles from './side-menu.module.css'

// Links rather than a select: each language is a real address, reachable without JavaScript, and keeps
// the page the player is on.
export function LanguagePicker({
  current,
  options,
  label,
  signedIn,
}: {
  current: Locale
  options: Array<{ code: Locale; name: string }>
  label: string
  signedIn: boolean
}) {
  const currentName = options.find((o) => o.code === current)?.name ?? current
  return (
    <nav aria-label={label} className={styles.section}>
      <details className={styles.group}>
        <summary className={styles.entry} data-menu-summary="">
          <Icon name="language" />
          <span className={styles.text}>
            {label}: <span lang={current}>{currentName}</span>
          </span>
          <Icon name="chevron" size={16} className={styles.chevron} />
        </summary>
        <LanguageLinks current={current} options={options} signedIn={signedIn} />
      </details>
    </nav>
  )
}
