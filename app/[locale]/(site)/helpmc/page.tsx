import { HelpCentre } from '@/components/pages/help-centre'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { serviceChannels } from '@/lib/site-features'

// The help centre without header and side menu (the gate marks /helpmc as a bare page), for apps and
// links that open it on its own.
export const generateMetadata = brandedMetadata('/helpmc', 'Metadata.help', { index: false })

export default async function HelpCentrePage({ params }: PageProps<'/[locale]/helpmc'>) {
  await enterLocale(params)
  const ctx = await pageContext()
  return <HelpCentre brandName={ctx.tenant.brandName} channels={await serviceChannels(ctx)} />
}
