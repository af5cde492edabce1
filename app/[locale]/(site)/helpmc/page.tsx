import { HelpCentre } from '@/components/pages/help-centre'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { helpCentreData } from '@/lib/support/help-data'
import { helpQueryOf } from '@/lib/support/help-search'

// The help centre without header and side menu (the gate marks /helpmc as a bare page), for apps and
// links that open it on its own.
export const generateMetadata = brandedMetadata('/helpmc', 'Metadata.help', { index: false })

export default async function HelpCentrePage({ params, searchParams }: PageProps<'/[locale]/helpmc'>) {
  await enterLocale(params)
  const [ctx, query] = await Promise.all([pageContext(), searchParams])
  return (
    <HelpCentre
      brandName={ctx.tenant.brandName}
      path="/helpmc"
      query={helpQueryOf(query.q)}
      article={helpQueryOf(query.article) || null}
      {...await helpCentreData(ctx)}
    />
  )
}
