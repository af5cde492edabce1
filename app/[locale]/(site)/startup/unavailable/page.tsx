import { StartupScreen } from '@/components/shell/startup-screen'
import { screenMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = screenMetadata('Metadata.unavailableTitle')

export default function Page({ params }: PageProps<'/[locale]/startup/unavailable'>) {
  return <StartupScreen kind="unavailable" params={params} />
}
