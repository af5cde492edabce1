/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react'
import en from '@/messages/en.json'
import { Records, type Column } from './records'

type Row = { id: string; name: string; amount: number }

const columns: Column<Row>[] = [
  { key: 'name', header: 'Game', sub: true, cell: (row) => row.name },
  { key: 'amount', header: 'Stake', numeric: true, cell: (row) => String(row.amount) },
]

function renderRecords(read: { data?: { items: Row[]; pageCount: number }; isLoading: boolean }) {
  return render(
    <Records
      read={{ ...read, mutate: () => undefined }}
      totals={(page) => `${page.items.length} rounds`}
      empty="No rounds"
      labels={{ loading: 'Loading records', error: 'Failed', retry: 'Retry' }}
      pager={{ page: 1, href: () => ({ pathname: '/member/x', query: {} }), labels: en.Pager }}
      caption="Rounds"
      columns={columns}
      rowKey={(row) => row.id}
    />,
  )
}

describe('Records', () => {
  it('holds a full page of rows under the real headings while the page loads', () => {
    const { container } = renderRecords({ isLoading: true })
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
    const { container } = renderRecords({ data: { items, pageCount: 1 }, isLoading: false })
    expect(screen.queryByText('Loading records')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('2 rounds')
    const table = screen.getByRole('region', { name: 'Rounds' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2)
  })
})
