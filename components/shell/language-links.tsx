'use client'

import { useSearchParams } from 'next/navigation'
import { Link, usePathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { saveLanguage } from '@/lib/client/member'
import { rememberLocale } from './locale-memory'
import styles from './side-menu.module.css'

// The languages as links to the page the player is on (its query kept), each remembered when picked and,
// for a member, saved to the account.
export function LanguageLinks({
  current,
  options,
  signedIn,
}: {
  current: Locale
  options: Array<{ code: Locale; name: string }>
  signedIn: boolean
}) {
  const pathname = usePathname()
  const search = useSearchParams()
  const query = Object.fromEntries(search.entries())
  return (
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
  )
}
