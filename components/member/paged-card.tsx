import type { Messages } from 'next-intl'
import type { CentreQuery } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import { pageOf } from '@/components/ui/record-filters'
import type { RecordTable } from '@/components/ui/record-cells'
import { Records, type RecordsPage } from '@/components/ui/records'
import { recordZone } from '@/lib/records/read'
import type { UpstreamContext } from '@/lib/upstream/client'
import memberStyles from './member-centre.module.css'

// One page of a centre's record as its page read it on the server: which page, the rows (null: the read
// failed), the zone of its times and the pager's texts.
export type PageRead<Page> = {
  page: number
  data: Page | null
  timeZone: string
  pagerLabels: Messages['Pager']
}

// Reads the page the address asks for (`read`: null when the platform could not answer), in the record zone.
export async function readPaged<Page>(
  ctx: UpstreamContext,
  query: CentreQuery,
  read: (page: number) => Promise<Page | null>,
): Promise<PageRead<Page>> {
  const page = pageOf(query.page)
  const [data, zone, pagerLabels] = await Promise.all([read(page), recordZone(ctx), labelsOf('Pager')])
  return { page, data, timeZone: zone.zone, pagerLabels }
}

// A centre card holding one paged record (bonus details, invited friends): its heading, then the rows
// with their totals, empty and failed states and the pager, each page its own address. Its texts are the
// record's `<name>Heading`, `<name>Empty` and `<name>Caption`.
export function PagedCard<Name extends string, Row, Page extends RecordsPage<Row>>({
  name,
  path,
  read,
  labels,
  ...table
}: {
  name: Name
  path: string
  read: PageRead<Page>
  labels: Record<`${Name}${'Heading' | 'Empty' | 'Caption'}` | 'loading' | 'loadError' | 'retry', string>
} & Omit<RecordTable<Row, Page>, 'empty' | 'caption'>) {
  return (
    <section className={memberStyles.card} aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>{labels[`${name}Heading`]}</h2>
      <Records
        {...table}
        empty={labels[`${name}Empty`]}
        caption={labels[`${name}Caption`]}
        page={read.data}
        labels={{ loading: labels.loading, error: labels.loadError, retry: labels.retry }}
        pager={{
          page: read.page,
          href: (to) => ({ pathname: path, query: { page: String(to) } }),
          labels: read.pagerLabels,
        }}
      />
    </section>
  )
}
