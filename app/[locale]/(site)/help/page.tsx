import { HelpCentre } from '@/components/pages/help-centre'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { serviceChannels } from '@/lib/site-features'

export const generateMetadata = brandedMetadata('/help', 'Metadata.help')

export default async function HelpPage({ params }: PageProps<'/[locale]/help'>) {
  await enterLocale(params)
  const ctx = await pageContext()
  return <HelpCentre channels={await serviceChannels(ctx)} />
}
