// The lobby pager (product spec §2, Other): a window of `range` pages around the current one, `margin`
// pages kept at each end, a break where pages are skipped. A gap of a single page shows that page
// rather than a break, since the break would take the same room.
export type PagerItem = { kind: 'page'; page: number } | { kind: 'break'; key: string }

export const PAGE_RANGE = 3
export const MARGIN_PAGES = 1

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount))
}

export function pagerItems(
  current: number,
  pageCount: number,
  range = PAGE_RANGE,
  margin = MARGIN_PAGES,
): PagerItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [{ kind: 'page', page: 1 }] : []
  const page = clampPage(current, pageCount)
  const shown = new Set<number>()
  for (let p = 1; p <= Math.min(margin, pageCount); p++) shown.add(p)
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p++) shown.add(p)
  let start = page - Math.floor((range - 1) / 2)
  let end = start + range - 1
  if (start < 1) {
    end += 1 - start
    start = 1
  }
  if (end > pageCount) {
    start = Math.max(1, start - (end - pageCount))
    end = pageCount
  }
  for (let p = start; p <= end; p++) shown.add(p)

  const sorted = [...shown].sort((a, b) => a - b)
  const items: PagerItem[] = []
  let previous = 0
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 })
    else if (p - previous > 2) items.push({ kind: 'break', key: `after-${previous}` })
    items.push({ kind: 'page', page: p })
    previous = p
  }
  return items
}

// Previous, next, first and last, each kept within 1..pageCount (null when it would not move).
export function pagerMoves(current: number, pageCount: number) {
  const page = clampPage(current, pageCount)
  return {
    first: page > 1 ? 1 : null,
    previous: page > 1 ? page - 1 : null,
    next: page < pageCount ? page + 1 : null,
    last: page < pageCount ? pageCount : null,
  }
}
