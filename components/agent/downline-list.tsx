import type { Messages } from 'next-intl'
import { fill } from '@/lib/ui/fill'
import { formatMinor } from '@/lib/money'
import { Records, type Column } from '@/components/ui/records'
import type { DownlineMember, DownlinePage } from '@/lib/agent/types'
import { SearchForm } from './search-form'
import styles from './agent-centre.module.css'
import { timesIn } from '@/components/ui/record-cells'

const PATHNAME = '/agent/downline'

function href(page: number, search: string) {
  const query: Record<string, string> = {}
  if (search) query.q = search
  if (page > 1) query.page = String(page)
  return { pathname: PATHNAME, query }
}

// Team management: the agent's downline members, newest first, searchable by username. Search and page
// live in the address, so every result has a link and Back works; `list` is the page the server read
// (null: it could not), its times in the record zone.
export function DownlineList({
  action,
  page,
  search,
  list: data,
  timeZone,
  localeTag,
  labels,
  pagerLabels,
}: {
  list: DownlinePage | null
  timeZone: string
  // The list's address in the visitor's language, where the search is sent.
  action: string
  page: number
  search: string
  localeTag: string
  labels: Messages['AgentCentre']
  pagerLabels: Messages['Pager']
}) {
  const at = timesIn(localeTag, timeZone, 'short')
  const columns: Column<DownlineMember>[] = [
    { key: 'user', header: labels.columnUser, rowHeader: true, cell: (item) => item.userName },
    { key: 'registered', header: labels.columnRegistered, cell: (item) => at(item.registeredAt) },
    {
      key: 'lastLogin',
      header: labels.columnLastLogin,
      cell: (item) => (item.lastLoginAt === null ? labels.neverSignedIn : at(item.lastLoginAt)),
    },
    {
      key: 'balance',
      header: labels.columnBalance,
      numeric: true,
      cell: (item) => (data ? formatMinor(item.balanceMinor, data.currency, localeTag) : ''),
    },
    { key: 'status', header: labels.columnStatus, cell: (item) => labels[`status_${item.status}`] },
  ]

  return (
    <div className={styles.section}>
      <SearchForm search={search} action={action} keep={{}} clear={href(1, '')} labels={labels} />
      <Records
        page={data}
        totals={(list) => fill(labels.totalsDownline, { count: list.total }, localeTag)}
        empty={search ? fill(labels.emptySearch, { query: search }) : labels.emptyDownline}
        labels={{ loading: labels.loading, error: labels.error, retry: labels.retry }}
        pager={{ page, href: (target) => href(target, search), labels: pagerLabels }}
        caption={labels.downlineCaption}
        columns={columns}
        rowKey={(item) => item.id}
        rowData={(item) => ({ 'data-member': item.userName })}
      />
    </div>
  )
}
