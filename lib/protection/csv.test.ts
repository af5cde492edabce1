import { csvCell, historyCsv } from './csv'

describe('history CSV', () => {
  it('quotes separators and defuses formulas in text cells', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(null)).toBe('')
  })

  it('writes one header, then account entries and rounds', () => {
    const csv = historyCsv({
      currency: 'BRL',
      transactions: [
        { id: 7, kind: 'bet', amount: -1, balanceAfter: 9, ref: 'Rabc', at: '2026-01-01T00:00:00.000Z' },
      ],
      bets: [
        {
          round: 'Rabc',
          game: 'Dice, classic',
          stake: 1,
          payout: 0,
          status: 'settled',
          at: '2026-01-01T00:00:00.000Z',
        },
      ],
    })
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toBe('account,2026-01-01T00:00:00.000Z,Rabc,bet,-1,9,posted,BRL')
    expect(lines[2]).toBe('round,2026-01-01T00:00:00.000Z,Rabc,"Dice, classic",1,0,settled,BRL')
  })
})
