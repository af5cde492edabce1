import { labelsOf } from '@/components/shell/labels'
import { localeTags, type Locale } from '@/i18n/locales'
import { protectionPageData } from '@/lib/protection/data'
import type { UpstreamContext } from '@/lib/upstream/client'
import { ProtectionView } from './protection-view'

// The member centre's player-protection page: the server reads the state and renders it; its forms
// read the page again after a change (and a failed read shows its error with a button that reads again).
export async function ProtectionPage({ ctx, locale }: { ctx: UpstreamContext; locale: Locale }) {
  const [labels, state] = await Promise.all([labelsOf('Protection'), protectionPageData(ctx)])
  return <ProtectionView state={state} labels={labels} localeTag={localeTags[locale]} />
}
