import { StartupScreen } from '@/components/shell/startup-screen'
import { enterLocale } from '@/lib/page-locale'
import { screenMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = screenMetadata('Metadata.regionTitle')

export default async function Page({ params }: PageProps<'/[locale]/startup/restricted'>) {
  const locale = await enterLocale(params)
  return <StartupScreen kind="restricted" locale={locale} />
}
