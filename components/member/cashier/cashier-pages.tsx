import { DepositAllowance } from '@/components/protection/deposit-allowance'
import { ProtectionFallback } from '@/components/protection/protection-fallback'
import { labelsOf } from '@/components/shell/labels'
import { localeTags, type Locale } from '@/i18n/locales'
import { depositPageData, withdrawPageData } from '@/lib/member/cashier-data'
import { protectionPageData } from '@/lib/protection/data'
import type { UpstreamContext } from '@/lib/upstream/client'
import { IdentityPrompt } from '../identity/identity-notice'
import { DepositView } from './deposit-view'
import { WithdrawView } from './withdraw-view'

// The member centre's deposit (depositv2) and withdrawal (withdraw) pages. The server reads the page's
// data and the cashier's texts (only that namespace) and renders the cards; the forms, the open deposit
// order and the action buttons are the client leaves, and each change reads the page again.
// The deposit limits' allowance sits above the form (player protection, RTS 12).
export async function DepositPage({ ctx, locale }: { ctx: UpstreamContext; locale: Locale }) {
  const [labels, protectionLabels, identityLabels, { options, recent, identity }, protection] =
    await Promise.all([
      labelsOf('Cashier'),
      labelsOf('Protection'),
      labelsOf('Identity'),
      depositPageData(ctx),
      protectionPageData(ctx),
    ])
  return (
    <ProtectionFallback initial={protection}>
      <IdentityPrompt labels={identityLabels} state={identity} />
      <DepositAllowance labels={protectionLabels} localeTag={localeTags[locale]} state={protection} />
      <DepositView labels={labels} localeTag={localeTags[locale]} options={options} recent={recent} />
    </ProtectionFallback>
  )
}

export async function WithdrawPage({ ctx, locale }: { ctx: UpstreamContext; locale: Locale }) {
  const [labels, identityLabels, { info, recent }] = await Promise.all([
    labelsOf('Cashier'),
    labelsOf('Identity'),
    withdrawPageData(ctx),
  ])
  return (
    <WithdrawView
      labels={labels}
      identityLabels={identityLabels}
      localeTag={localeTags[locale]}
      info={info}
      recent={recent}
    />
  )
}
