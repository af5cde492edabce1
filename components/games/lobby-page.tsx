import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import { localeTags, type Locale } from '@/i18n/locales'
import { lobbyData, shelvesData } from '@/lib/games/data'
import { LOBBY_ROUTES, lobbyQuery, type LobbyCategory } from '@/lib/games/lobby'
import { pageContext } from '@/lib/request-context'
import { currentMember } from '@/lib/session'
import { CardRooms } from './card-rooms'
import { gridLabels, localePrefixOf } from './grid-labels'
import { LobbyFilters } from './lobby-filters'
import { LobbyGrid } from './lobby-grid'
import { PlayResponsibly } from '@/components/ui/play-responsibly'
import { Pager } from './pager'
import { PersonalShelves } from './personal-shelves'
import { PopularGames } from './popular-games'
import { breakInPlace } from '@/components/protection/break-notice'
import { ProviderCards } from './provider-cards'
import { VendorTabs } from './vendor-tabs'
import styles from './lobby.module.css'

type SearchParams = Record<string, string | string[] | undefined>

export async function lobbyMetadata(category: LobbyCategory, locale: Locale): Promise<Metadata> {
  const ctx = await pageContext()
  const [t, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'Lobby' }),
    getTranslations({ locale, namespace: 'Categories' }),
  ])
  const values = { category: categories(category), brand: ctx.tenant.brandName }
  return { title: t('metaTitle', values), description: t('metaDescription', values) }
}

// One game lobby (product spec §2): vendor tabs starting with All, search and minimum-bet filter, hot
// games, the member's favourites and recent games, the grid of 42 games and the pager. Rendered on the
// server from cached public catalogue reads; only the member's own lists are read in the browser.
export async function LobbyPage({
  category,
  locale,
  searchParams,
}: {
  category: LobbyCategory
  locale: Locale
  searchParams: SearchParams
}) {
  const onBreak = await breakInPlace(locale)
  if (onBreak) return onBreak
  const ctx = await pageContext()
  const pathname = LOBBY_ROUTES[category]
  const [t, categories, data, member, labels] = await Promise.all([
    getTranslations('Lobby'),
    getTranslations('Categories'),
    lobbyData(ctx, category, searchParams),
    currentMember(),
    gridLabels(),
  ])
  const { vendors, query, page, unfiltered, hot, currency, features } = data
  const shelves = await shelvesData(member, features)
  const localeTag = localeTags[locale]
  const title = categories(category)
  const favourites = features.favourites
  const recent = features.recentGames
  const gridProps = {
    labels,
    currency,
    localeTag,
    member,
    favourites,
    lobbyPath: pathname,
    localePrefix: localePrefixOf(locale),
  }

  return (
    <div className={styles.lobby}>
      <h1 className={styles.title}>{title}</h1>
      {vendors.length > 0 && (
        <VendorTabs
          pathname={pathname}
          vendors={vendors}
          selected={query.vendor}
          label={t('providers')}
          allLabel={t('all')}
          query={(vendor) => lobbyQuery(query, { vendor })}
        />
      )}
      <LobbyFilters
        pathname={pathname}
        action={getPathname({ href: pathname, locale })}
        query={query}
        currency={currency}
        localeTag={localeTag}
      />
      {unfiltered && vendors.some((vendor) => vendor.opensGameList) && (
        <ProviderCards vendors={vendors} label={t('providers')} {...gridProps} />
      )}
      <PersonalShelves
        category={category}
        shelfLabels={{
          favourites: t('favourites'),
          recent: t('recent'),
          noFavourites: t('noFavourites'),
          noRecent: t('noRecent'),
        }}
        recent={recent}
        initial={shelves}
        {...gridProps}
      />
      {hot.length > 0 && page.total > hot.length && (
        <section aria-labelledby="lobby-hot" className={styles.section}>
          <h2 id="lobby-hot">{t('hotGames')}</h2>
          <LobbyGrid games={hot.slice(0, 12)} label={t('hotGames')} compact {...gridProps} />
        </section>
      )}
      {category === 'PVP' && <CardRooms />}
      <section aria-labelledby="lobby-games" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="lobby-games">{t('games')}</h2>
          <p className={styles.muted} role="status">
            {t('resultCount', { count: page.total })}
          </p>
        </div>
        {page.games.length > 0 ? (
          <LobbyGrid games={page.games} label={title} {...gridProps} />
        ) : (
          <p className={styles.empty}>{t('noGames')}</p>
        )}
        {page.games.length === 0 && <PopularGames locale={locale} />}
        <Pager
          pathname={pathname}
          page={page.page}
          pageCount={page.pageCount}
          query={(target) => lobbyQuery(query, { page: target })}
        />
      </section>
      <PlayResponsibly />
    </div>
  )
}
