import { labelsOf } from '@/components/shell/labels'
import { Pager as SharedPager } from '@/components/ui/pager'

// The game-list pager: the shared pager with the lobby's own query (vendor, search and filter kept).
export async function Pager({
  pathname,
  page,
  pageCount,
  query,
}: {
  pathname: string
  page: number
  pageCount: number
  query: (page: number) => Record<string, string>
}) {
  if (pageCount <= 1) return null
  const labels = await labelsOf('Pager')
  return (
    <SharedPager
      href={(target) => ({ pathname, query: query(target) })}
      page={page}
      pageCount={pageCount}
      labels={labels}
    />
  )
}
