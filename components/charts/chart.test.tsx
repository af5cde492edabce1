/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react'
import type { ChartData } from '@/lib/charts/geometry'
import { Chart } from './chart'

const texts = { bucket: 'Day', total: 'Total', notEnough: 'Not enough data yet.' }

function renderChart(data: ChartData) {
  return render(
    <Chart
      id="test-chart"
      title="Profit and loss per day"
      description="Net result of each day."
      data={data}
      format={(value) => `R$ ${(value / 100).toFixed(2)}`}
      axis={(value) => String(value / 100)}
      texts={texts}
    />,
  )
}

const days = ['Mon 2 Mar', 'Tue 3 Mar', 'Wed 4 Mar']

describe('Chart', () => {
  it('names the figure, lists the figures in a table with a total, and gives each day a focusable point', () => {
    renderChart({
      labels: ['2/3', '3/3', '4/3'],
      names: days,
      bars: [{ key: 'net', name: 'Net result', values: [1_000, -250, 0], tone: 0 }],
      lines: [{ key: 'sum', name: 'Running total', values: [1_000, 750, 750], tone: 1 }],
    })
    const figure = screen.getByRole('figure', { name: 'Profit and loss per day' })
    const table = within(figure).getByRole('table', { name: 'Profit and loss per day' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Net result', 'Running total'])
    const tue = within(table).getByRole('row', { name: /Tue 3 Mar/ })
    expect(
      within(tue)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['R$ -2.50', 'R$ 7.50'])
    const total = within(table).getByRole('row', { name: /Total/ })
    expect(
      within(total)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['R$ 7.50', ''])

    // Two drawings (a phone's and a wider one), CSS shows one; each has a point per day.
    const drawings = figure.querySelectorAll('svg[role="group"]')
    expect(drawings).toHaveLength(2)
    const points = within(drawings[0] as HTMLElement).getAllByRole('img')
    expect(points).toHaveLength(3)
    expect(within(drawings[1] as HTMLElement).getAllByRole('img')).toHaveLength(3)
    expect(points[0]!.getAttribute('tabindex')).toBe('0')
    expect(points[1]!.getAttribute('aria-label')).toBe(
      'Tue 3 Mar; Net result: R$ -2.50; Running total: R$ 7.50',
    )
    expect(figure.querySelector('rect[data-down]')).not.toBeNull()
    expect(screen.queryByText(texts.notEnough)).toBeNull()
  })

  it('says there is not enough data for a single day, nothing at all, or only zero, and draws no axis', () => {
    for (const values of [[500], [], [0, 0, 0]]) {
      const { unmount, container } = renderChart({
        labels: values.map(String),
        names: values.map(String),
        bars: [{ key: 'net', name: 'Net result', values, tone: 0 }],
        lines: [],
      })
      expect(screen.getByText(texts.notEnough)).toBeTruthy()
      expect(container.querySelector('svg')).toBeNull()
      expect(screen.queryByRole('table')).toBeNull()
      expect(screen.getByRole('figure', { name: 'Profit and loss per day' })).toBeTruthy()
      unmount()
    }
  })

  it('leaves a line’s missing day out of the line and shows it as a dash', () => {
    renderChart({
      labels: ['a', 'b', 'c'],
      names: days,
      bars: [],
      lines: [{ key: 'balance', name: 'Balance', values: [100, null, 300], tone: 0 }],
    })
    const row = screen.getByRole('row', { name: /Tue 3 Mar/ })
    expect(within(row).getByRole('cell').textContent).toBe('–')
    expect(document.querySelector('path')?.getAttribute('d')).toMatch(/^M\S+ \S+ M/)
  })
})
