import { labelsOf } from '@/components/shell/labels'
import { localeTags, type Locale } from '@/i18n/locales'
import { DepositView } from './deposit-view'
import { WithdrawView } from './withdraw-view'

// The member centre's deposit (depositv2) and withdrawal (withdraw) pages. Each is one client island that
// gets the cashier's texts (only that namespace) and loads its data through the BFF, with loading states.
export async function DepositPage({ locale }: { locale: Locale }) {
  return <DepositView labels={await labelsOf('Cashier')} localeTag={localeTags[locale]} />
}

export async function WithdrawPage({ locale }: { locale: Locale }) {
  return <WithdrawView labels={await labelsOf('Cashier')} localeTag={localeTags[locale]} />
}
