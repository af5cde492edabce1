import { StartupScreen } from '@/components/shell/startup-screen'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { screenMetadata } from '@/lib/seo'
import { serviceChannels } from '@/lib/site-features'

export const dynamic = 'force-dynamic'

export const generateMetadata = screenMetadata('Metadata.regionTitle')

export default async function Page({ params }: PageProps<'/[locale]/startup/restricted'>) {
  const locale = await enterLocale(params)
  const [contact] = await serviceChannels(await pageContext())
  return <StartupScreen kind="restricted" locale={locale} contact={contact?.url ?? null} />
}
