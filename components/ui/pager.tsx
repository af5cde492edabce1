import type { Messages } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { fill } from '@/lib/ui/fill'
import { clampPage, pagerItems, pagerMoves } from '@/lib/games/pager'
import styles from './pager.module.css'

export type PagerHref = { pathname: string; query: Record<string, string> }

// The one pager of the Portal (product spec §2, "Other": page range 3, margin pages 1; first, previous,
// next and last within 1..pageCount), as plain links: paging works without JavaScript and every page has
// an address. Usable from server and client components alike.
export function Pager({
  href,
  page,
  pageCount,
  labels,
  keepScroll = false,
}: {
  href: (page: number) => PagerHref
  page: number
  pageCount: number
  labels: Messages['Pager']
  // Records inside a panel stay where they are; a lobby scrolls back to the top of the new page.
  keepScroll?: boolean
}) {
  if (pageCount <= 1) return null
  const current = clampPage(page, pageCount)
  const moves = pagerMoves(current, pageCount)
  const scroll = keepScroll ? false : undefined
  const move = (target: number | null, label: string, glyph: string) =>
    target === null ? (
      <span className={styles.disabled} aria-hidden="true">
        {glyph}
      </span>
    ) : (
      <Link href={href(target)} aria-label={label} className={styles.link} scroll={scroll}>
        {glyph}
      </Link>
    )
  return (
    <nav aria-label={labels.label} className={styles.pager}>
      <p className="visually-hidden" aria-live="polite">
        {fill(labels.status, { page: current, count: pageCount })}
      </p>
      <ul>
        <li>{move(moves.first, labels.first, '«')}</li>
        <li>{move(moves.previous, labels.previous, '‹')}</li>
        {pagerItems(current, pageCount).map((item) =>
          item.kind === 'break' ? (
            <li key={item.key}>
              <span className={styles.gap} aria-label={labels.more}>
                …
              </span>
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={href(item.page)}
                aria-label={fill(labels.page, { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                className={styles.link}
                scroll={scroll}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>{move(moves.next, labels.next, '›')}</li>
        <li>{move(moves.last, labels.last, '»')}</li>
      </ul>
    </nav>
  )
}

// A panel's pager whose pages differ only by `?page=` (page 1 has none), keeping the panel in view.
export function PanelPager({
  pathname,
  ...pager
}: { pathname: string } & Omit<Parameters<typeof Pager>[0], 'href' | 'keepScroll'>) {
  return (
    <Pager
      keepScroll
      href={(target) => ({
        pathname,
        query: target > 1 ? { page: String(target) } : ({} as Record<string, string>),
      })}
      {...pager}
    />
  )
}
