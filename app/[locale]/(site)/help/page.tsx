import { HelpCentre } from '@/components/pages/help-centre'
import { enterLocale } from '@/lib/page-locale'
import { brandedMetadata } from '@/lib/seo'

export const generateMetadata = brandedMetadata('/help', 'Metadata.help')

export default async function HelpPage({ params }: PageProps<'/[locale]/help'>) {
  await enterLocale(params)
  return <HelpCentre />
}
