'use client'

import { useRef, type FormEvent } from 'react'
import { Link, useRouter } from '@/i18n/navigation'
import type { PagerHref } from '@/components/ui/pager'
import { DOWNLINE_SEARCH_MAX } from '@/lib/agent/schemas'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from './agent-centre.module.css'

// A search by part of a username whose result lives in the address (`href` of the search text), with a
// link back to everyone while a search is on. The field is read when the form is sent, not kept in state,
// so what a player types before the page has hydrated is what is searched.
export function SearchForm({
  search,
  href,
  labels,
}: {
  search: string
  href: (search: string) => PagerHref
  labels: { searchLabel: string; searchButton: string; clearSearch: string }
}) {
  const router = useRouter()
  const field = useRef<HTMLInputElement>(null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    router.push(href((field.current?.value ?? '').trim()), { scroll: false })
  }
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label>
        {labels.searchLabel}
        <input
          type="search"
          name="q"
          ref={field}
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
        <Link
          href={href('')}
          className={memberStyles.secondary}
          scroll={false}
          onClick={() => {
            if (field.current) field.current.value = ''
          }}
        >
          {labels.clearSearch}
        </Link>
      )}
    </form>
  )
}
