import type { Messages } from 'next-intl'
import { RecordsTable } from '@/components/ui/records'
import type { Tier } from '@/lib/agent/types'
import type { Currency } from '@/lib/types'
import { moneyOf, percentOf } from './money'

// A contract's tiers: from which team valid bets and active players each rate applies.
export function ContractTiers({
  tiers,
  caption,
  currency,
  localeTag,
  labels,
}: {
  tiers: Tier[]
  caption: string
  currency: Currency
  localeTag: string
  labels: Messages['AgentPay']
}) {
  const { money } = moneyOf(currency, localeTag)
  const number = new Intl.NumberFormat(localeTag)
  return (
    <RecordsTable
      caption={caption}
      rows={tiers.map((tier, index) => ({ ...tier, index }))}
      rowKey={(tier) => String(tier.index)}
      rowData={(tier) => ({ 'data-rate': String(tier.rateBp) })}
      columns={[
        {
          key: 'tier',
          header: labels.columnTier,
          rowHeader: true,
          cell: (tier) => number.format(tier.index + 1),
        },
        {
          key: 'bets',
          header: labels.columnMinBets,
          numeric: true,
          cell: (tier) => money(tier.minValidBetsMinor),
        },
        {
          key: 'players',
          header: labels.columnMinPlayers,
          numeric: true,
          cell: (tier) => number.format(tier.minActivePlayers),
        },
        {
          key: 'rate',
          header: labels.columnRate,
          numeric: true,
          cell: (tier) => percentOf(tier.rateBp, localeTag),
        },
      ]}
    />
  )
}

// A short reading of a contract's tiers for a table cell ("1 % – 1.5 %").
export function ratesOf(tiers: Tier[], localeTag: string): string {
  const rates = tiers.map((tier) => tier.rateBp)
  const low = Math.min(...rates)
  const high = Math.max(...rates)
  return low === high
    ? percentOf(low, localeTag)
    : `${percentOf(low, localeTag)} – ${percentOf(high, localeTag)}`
}
