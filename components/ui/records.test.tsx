/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react'
import { render, screen, within } from '@testing-library/react'
import en from '@/messages/en.json'
import { Records, type Column } from './records'

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children }: { href: { pathname: string }; children: ReactNode }) => (
    <a href={href.pathname}>{children}</a>
  ),
}))

type Row = { id: string; name: string; amount: number }

const columns: Column<Row>[] = [
  { key: 'name', header: 'Game', sub: true, cell: (row) => row.name },
  { key: 'amount', header: 'Stake', numeric: true, cell: (row) => String(row.amount) },
]

function renderRecords(page: { items: Row[]; pageCount: number } | null | undefined, cols = columns) {
  return render(
    <Records
      page={page}
      totals={(page) => `${page.items.length} rounds`}
      empty="No rounds"
      labels={{ loading: 'Loading records', error: 'Failed', retry: 'Retry' }}
      pager={{ page: 1, href: () => ({ pathname: '/member/x', query: {} }), labels: en.Pager }}
      caption="Rounds"
      columns={cols}
      rowKey={(row) => row.id}
    />,
  )
}

describe('Records', () => {
  it('holds a full page of rows under the real headings while the page loads', () => {
    const { container } = renderRecords(undefined)
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Loading records')
    const heads = within(status).getAllByRole('columnheader', { hidden: true })
    expect(heads.map((head) => head.textContent)).toEqual(['Game', 'Stake'])
    expect(container.querySelectorAll('tbody tr')).toHaveLength(10)
    // The column with a second line keeps the height of both lines.
    const cells = [...container.querySelectorAll('tbody tr:first-child td')]
    expect(cells.map((cell) => cell.children.length)).toEqual([2, 1])
    expect(screen.queryByRole('region', { name: 'Rounds' })).toBeNull()
  })

  it('replaces the sketch with the rows and the totals once they arrive', () => {
    const items = [
      { id: 'a', name: 'Dice', amount: 100 },
      { id: 'b', name: 'Crash', amount: 250 },
    ]
    const { container } = renderRecords({ items, pageCount: 1 })
    expect(screen.queryByText('Loading records')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('2 rounds')
    const table = screen.getByRole('region', { name: 'Rounds' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2)
  })

  it('says a page could not be read, with a link that reads the same address again', () => {
    renderRecords(null)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Failed')
    expect(within(alert).getByRole('link', { name: 'Retry' }).getAttribute('href')).toBe('/member/x')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('labels each cell with its column, so a wide table stacks its rows on a phone', () => {
    const wide: Column<Row>[] = ['a', 'b', 'c', 'd'].map((key) => ({
      key,
      header: `Column ${key}`,
      cell: (row) => row.name,
    }))
    const { container } = renderRecords({ items: [{ id: 'a', name: 'Dice', amount: 1 }], pageCount: 1 }, wide)
    const cells = [...container.querySelectorAll('tbody td')]
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Column a',
      'Column b',
      'Column c',
      'Column d',
    ])
    expect(container.querySelector('table')?.className).toContain('stacked')
    renderRecords({ items: [{ id: 'a', name: 'Dice', amount: 1 }], pageCount: 1 })
    expect(container.ownerDocument.querySelectorAll('table')[1]?.className).not.toContain('stacked')
  })
})
