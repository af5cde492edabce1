'use client'

import { useSearchParams } from 'next/navigation'
import { Link, usePathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { saveLanguage } from '@/lib/client/member'
import { rememberLocale } from './locale-memory'
import { Icon } from './icon'
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
  const pathname = usePathname()
  const search = useSearchParams()
  const query = Object.fromEntries(search.entries())
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
        <ul className={styles.children}>
          {options.map((option) => (
            <li key={option.code}>
              <Link
                href={{ pathname, query }}
                locale={option.code}
                hrefLang={option.code}
                lang={option.code}
                className={styles.child}
                aria-current={option.code === current ? 'true' : undefined}
                onClick={() => {
                  rememberLocale(option.code)
                  if (signedIn && option.code !== current) saveLanguage(option.code).catch(() => {})
                }}
              >
                {option.name}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  )
}
