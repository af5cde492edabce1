// The history a player takes away, as one CSV file (RFC 4180): account entries, then rounds, each row
// naming its section so a spreadsheet can filter by it. Amounts are in the currency's major units.

type History = {
  currency: string
  transactions: {
    id: number
    kind: string
    amount: number
    balanceAfter: number
    ref: string | null
    at: string
  }[]
  bets: { round: string; game: string; stake: number; payout: number; status: string; at: string }[]
}

// Quotes a cell when needed, and defuses cells a spreadsheet would read as a formula.
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function historyCsv(history: History): string {
  const rows: (string | number | null)[][] = [
    [
      'section',
      'time',
      'reference',
      'type_or_game',
      'amount_or_stake',
      'balance_or_payout',
      'status',
      'currency',
    ],
  ]
  for (const t of history.transactions) {
    rows.push([
      'account',
      t.at,
      t.ref ?? String(t.id),
      t.kind,
      t.amount,
      t.balanceAfter,
      'posted',
      history.currency,
    ])
  }
  for (const b of history.bets) {
    rows.push(['round', b.at, b.round, b.game, b.stake, b.payout, b.status, history.currency])
  }
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
