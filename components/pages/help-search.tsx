import { getTranslations } from 'next-intl/server'
import { getLocale } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { MAX_HELP_QUERY } from '@/lib/support/help-search'
import styles from './content-page.module.css'

// The help centre's search: a plain GET form to the page itself, so results are a link to share.
export async function HelpSearch({ path, query }: { path: '/help' | '/helpmc'; query: string }) {
  const [t, locale] = await Promise.all([getTranslations('Support'), getLocale()])
  return (
    <form
      role="search"
      method="get"
      action={getPathname({ href: path, locale: locale as Locale })}
      className={styles.search}
    >
      <label htmlFor="help-query" className={styles.searchLabel}>
        {t('searchLabel')}
      </label>
      <input
        id="help-query"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={MAX_HELP_QUERY}
        className={styles.searchInput}
      />
      <button type="submit" className={styles.button}>
        {t('searchButton')}
      </button>
    </form>
  )
}
