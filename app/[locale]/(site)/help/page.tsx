import { HelpCentre } from '@/components/pages/help-centre'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { helpCentreData } from '@/lib/support/help-data'
import { helpQueryOf } from '@/lib/support/help-search'

export const generateMetadata = brandedMetadata('/help', 'Metadata.help')

export default async function HelpPage({ params, searchParams }: PageProps<'/[locale]/help'>) {
  await enterLocale(params)
  const [ctx, query] = await Promise.all([pageContext(), searchParams])
  return (
    <HelpCentre
      path="/help"
      query={helpQueryOf(query.q)}
      article={helpQueryOf(query.article) || null}
      {...await helpCentreData(ctx)}
    />
  )
}
