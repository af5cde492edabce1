import { renderToStaticMarkup } from 'react-dom/server'
import { signedColumn, timesIn } from './record-cells'

describe('the shared record cells', () => {
  const instant = Date.UTC(2026, 0, 1, 20, 0, 5)

  it('writes an instant in the record zone, with its exact moment for machines', () => {
    const bangkok = renderToStaticMarkup(timesIn('en-GB', 'Asia/Bangkok')(instant))
    expect(bangkok).toMatch(/datetime="2026-01-01T20:00:05.000Z"/i)
    expect(bangkok).toContain('02/01/2026, 03:00:05')
    const saoPaulo = renderToStaticMarkup(timesIn('en-GB', 'America/Sao_Paulo', 'short')(instant))
    expect(saoPaulo).toContain('01/01/2026, 17:00<')
  })

  it('colours a signed amount by its sign and formats it with the given formatter', () => {
    const column = signedColumn<{ net: number }>(
      'net',
      'Net',
      (row) => row.net,
      (minor) => `${minor / 100}`,
    )
    expect(column).toMatchObject({ key: 'net', header: 'Net', numeric: true })
    expect(column.sign?.({ net: -250 })).toBe(-250)
    expect(column.cell({ net: -250 })).toBe('-2.5')
  })
})
