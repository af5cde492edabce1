import { labelsOf } from '@/components/shell/labels'
import { localeTags, type Locale } from '@/i18n/locales'
import { protectionPageData } from '@/lib/protection/data'
import type { UpstreamContext } from '@/lib/upstream/client'
import { ProtectionView } from './protection-view'

// The member centre's player-protection page: the server reads the state once; the island keeps it
// fresh through the BFF (and shows the failed state with a retry when this first read fails).
export async function ProtectionPage({ ctx, locale }: { ctx: UpstreamContext; locale: Locale }) {
  const [labels, state] = await Promise.all([labelsOf('Protection'), protectionPageData(ctx)])
  return <ProtectionView initial={state} labels={labels} localeTag={localeTags[locale]} />
}
