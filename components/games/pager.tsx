import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { clampPage, pagerItems, pagerMoves } from '@/lib/games/pager'
import styles from './lobby.module.css'

// The game-list pager as plain links, so paging works without JavaScript and every page has an address.
export async function Pager({
  pathname,
  page,
  pageCount,
  query,
}: {
  pathname: string
  page: number
  pageCount: number
  // Builds the query of the link to a page (keeping the lobby's vendor, search and filter).
  query: (page: number) => Record<string, string>
}) {
  if (pageCount <= 1) return null
  const t = await getTranslations('Pager')
  const current = clampPage(page, pageCount)
  const moves = pagerMoves(current, pageCount)
  const move = (target: number | null, label: string, glyph: string) =>
    target === null ? (
      <span className={styles.pagerDisabled} aria-hidden="true">
        {glyph}
      </span>
    ) : (
      <Link href={{ pathname, query: query(target) }} aria-label={label} className={styles.pagerLink}>
        {glyph}
      </Link>
    )
  return (
    <nav aria-label={t('label')} className={styles.pager}>
      <p className="visually-hidden" aria-live="polite">
        {t('status', { page: current, count: pageCount })}
      </p>
      <ul>
        <li>{move(moves.first, t('first'), '«')}</li>
        <li>{move(moves.previous, t('previous'), '‹')}</li>
        {pagerItems(current, pageCount).map((item) =>
          item.kind === 'break' ? (
            <li key={item.key} className={styles.pagerBreak}>
              <span aria-label={t('more')}>…</span>
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={{ pathname, query: query(item.page) }}
                aria-label={t('page', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                className={styles.pagerLink}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>{move(moves.next, t('next'), '›')}</li>
        <li>{move(moves.last, t('last'), '»')}</li>
      </ul>
    </nav>
  )
}
