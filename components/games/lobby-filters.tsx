import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { MIN_BET_OPTIONS, SEARCH_MAX_LENGTH, type LobbyQuery } from '@/lib/games/lobby'
import { formatMinor } from '@/lib/money'
import type { Currency } from '@/lib/types'
import styles from './lobby.module.css'

// Search by name and the minimum-bet filter: a GET form, so it needs no JavaScript, and submitting it
// starts again at page 1 while keeping the vendor tab.
export async function LobbyFilters({
  pathname,
  action,
  query,
  currency,
  localeTag,
}: {
  // The lobby route for links, and the same route with the locale prefix for the form.
  pathname: string
  action: string
  query: LobbyQuery
  currency: Currency
  localeTag: string
}) {
  const t = await getTranslations('Lobby')
  const filtered = query.name !== '' || query.minBet !== null
  return (
    <form role="search" action={action} method="get" className={styles.filters} aria-label={t('filters')}>
      {query.vendor && <input type="hidden" name="vendor" value={query.vendor} />}
      <label className={styles.field}>
        <span>{t('search')}</span>
        <input
          type="search"
          name="q"
          defaultValue={query.name}
          placeholder={t('searchPlaceholder')}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
      </label>
      <label className={styles.field}>
        <span>{t('minBet')}</span>
        <select name="minBet" defaultValue={query.minBet === null ? '' : String(query.minBet)}>
          <option value="">{t('anyMinBet')}</option>
          {MIN_BET_OPTIONS.map((minor) => (
            <option key={minor} value={minor}>
              {t('minBetUpTo', { amount: formatMinor(minor, currency, localeTag) })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.apply}>
        {t('apply')}
      </button>
      {filtered && (
        <Link
          href={{ pathname, query: query.vendor ? { vendor: query.vendor } : {} }}
          className={styles.clear}
        >
          {t('clear')}
        </Link>
      )}
    </form>
  )
}
