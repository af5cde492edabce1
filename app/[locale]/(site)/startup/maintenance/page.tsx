import { StartupScreen } from '@/components/shell/startup-screen'
import { enterLocale } from '@/lib/page-locale'
import { screenMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = screenMetadata('Metadata.maintenanceTitle')

export default async function Page({ params }: PageProps<'/[locale]/startup/maintenance'>) {
  const locale = await enterLocale(params)
  return <StartupScreen kind="maintenance" locale={locale} />
}
