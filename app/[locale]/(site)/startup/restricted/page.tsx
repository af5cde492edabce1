import { StartupScreen } from '@/components/shell/startup-screen'
import { screenMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = screenMetadata('Metadata.regionTitle')

export default function Page({ params }: PageProps<'/[locale]/startup/restricted'>) {
  return <StartupScreen kind="restricted" params={params} />
}
