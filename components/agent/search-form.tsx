import Form from 'next/form'
import { Link } from '@/i18n/navigation'
import type { PagerHref } from '@/components/ui/pager'
import { DOWNLINE_SEARCH_MAX } from '@/lib/agent/schemas'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from './agent-centre.module.css'

// A search by part of a username whose result lives in the address: a form sent as the address (`action`,
// the page's address in the visitor's language, with the rest of the page's state in `keep`), so it works
// before and without script, and a link back to everyone while a search is on. A new search starts again
// at page 1.
export function SearchForm({
  search,
  action,
  keep,
  clear,
  labels,
}: {
  search: string
  action: string
  keep: Record<string, string>
  clear: PagerHref
  labels: { searchLabel: string; searchButton: string; clearSearch: string }
}) {
  return (
    <Form action={action} role="search" className={styles.search} scroll={false} prefetch={false}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        {labels.searchLabel}
        <input
          key={search}
          type="search"
          name="q"
          defaultValue={search}
          maxLength={DOWNLINE_SEARCH_MAX}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <button type="submit" className={memberStyles.primary}>
        {labels.searchButton}
      </button>
      {search && (
        <Link href={clear} className={memberStyles.secondary} scroll={false}>
          {labels.clearSearch}
        </Link>
      )}
    </Form>
  )
}
