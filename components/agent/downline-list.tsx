'use client'

import { useState, type FormEvent } from 'react'
import type { Messages } from 'next-intl'
import { Link, useRouter } from '@/i18n/navigation'
import { fill } from '@/lib/ui/fill'
import { formatMinor } from '@/lib/money'
import { DOWNLINE_SEARCH_MAX } from '@/lib/agent/schemas'
import { useDownline } from '@/lib/swr/use-agent'
import { RecordPager, RecordStatus } from '@/components/member/record-controls'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from './agent-centre.module.css'

const PATHNAME = '/agent/downline'

function href(page: number, search: string) {
  const query: Record<string, string> = {}
  if (search) query.q = search
  if (page > 1) query.page = String(page)
  return { pathname: PATHNAME, query }
}

// Team management: the agent's downline members, newest first, searchable by username. Search and page
// live in the address, so every result has a link and Back works.
export function DownlineList({
  page,
  search,
  localeTag,
  labels,
  pagerLabels,
}: {
  page: number
  search: string
  localeTag: string
  labels: Messages['AgentCentre']
  pagerLabels: Messages['Pager']
}) {
  const router = useRouter()
  const [text, setText] = useState(search)
  const { data, error, isLoading, mutate } = useDownline(page, search)
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'short' })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    router.push(href(1, text.trim()), { scroll: false })
  }

  return (
    <div className={styles.section}>
      <form role="search" className={styles.search} onSubmit={submit}>
        <label>
          {labels.searchLabel}
          <input
            type="search"
            name="q"
            value={text}
            maxLength={DOWNLINE_SEARCH_MAX}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" className={memberStyles.primary}>
          {labels.searchButton}
        </button>
        {search && (
          <Link
            href={href(1, '')}
            className={memberStyles.secondary}
            scroll={false}
            onClick={() => setText('')}
          >
            {labels.clearSearch}
          </Link>
        )}
      </form>
      <RecordStatus
        loading={isLoading}
        error={!!error && !data}
        empty={
          data && data.items.length === 0
            ? search
              ? fill(labels.emptySearch, { query: search })
              : labels.emptyDownline
            : null
        }
        labels={{ loading: labels.loading, error: labels.error, retry: labels.retry }}
        onRetry={() => void mutate()}
      />
      {data && data.items.length > 0 && (
        <>
          <p className={memberStyles.totals} role="status">
            {fill(labels.totalsDownline, { count: data.total })}
          </p>
          {/* Focusable, so the keyboard can scroll it sideways on narrow screens. */}
          <div
            className={memberStyles.tableWrap}
            role="region"
            aria-label={labels.downlineCaption}
            tabIndex={0}
          >
            <table className={memberStyles.table}>
              <caption className="visually-hidden">{labels.downlineCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels.columnUser}</th>
                  <th scope="col">{labels.columnRegistered}</th>
                  <th scope="col">{labels.columnLastLogin}</th>
                  <th scope="col" className={memberStyles.number}>
                    {labels.columnBalance}
                  </th>
                  <th scope="col">{labels.columnStatus}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id} data-member={item.userName}>
                    <th scope="row">{item.userName}</th>
                    <td>
                      <time dateTime={new Date(item.registeredAt).toISOString()}>
                        {time.format(item.registeredAt)}
                      </time>
                    </td>
                    <td>
                      {item.lastLoginAt === null ? (
                        labels.neverSignedIn
                      ) : (
                        <time dateTime={new Date(item.lastLoginAt).toISOString()}>
                          {time.format(item.lastLoginAt)}
                        </time>
                      )}
                    </td>
                    <td className={memberStyles.number}>
                      {formatMinor(item.balanceMinor, data.currency, localeTag)}
                    </td>
                    <td>{labels[`status_${item.status}`]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data && (
        <RecordPager
          href={(target) => href(target, search)}
          page={page}
          pageCount={data.pageCount}
          labels={pagerLabels}
        />
      )}
    </div>
  )
}
