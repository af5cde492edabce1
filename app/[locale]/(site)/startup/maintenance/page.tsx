import { StartupScreen } from '@/components/shell/startup-screen'
import { screenMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = screenMetadata('Metadata.maintenanceTitle')

export default function Page({ params }: PageProps<'/[locale]/startup/maintenance'>) {
  return <StartupScreen kind="maintenance" params={params} />
}
