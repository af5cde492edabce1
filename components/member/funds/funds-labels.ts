import type { Messages } from 'next-intl'
import type { CashierLabels } from '../cashier/cashier-shared'

// The money pages speak with the cashier's form texts (amounts, payment password, its lock) and their
// own, which win where both name a key (the loading texts, an amount above the wallet's balance).
export type FundsLabels = CashierLabels & Messages['Funds']

export type FundsProps = { labels: FundsLabels; localeTag: string }
