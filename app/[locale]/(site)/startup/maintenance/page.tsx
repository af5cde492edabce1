import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { StartupScreen } from '@/components/shell/startup-screen'
import { enterLocale } from '@/lib/page-locale'
import { currentTenant } from '@/lib/tenant'

export const dynamic = 'force-dynamic'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/startup/maintenance'>): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [t, tenant] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), currentTenant()])
  return {
    title: t('maintenanceTitle', { brand: tenant.brandName }),
    robots: { index: false, follow: false },
  }
}

export default async function Page({ params }: PageProps<'/[locale]/startup/maintenance'>) {
  const locale = await enterLocale(params)
  return <StartupScreen kind="maintenance" locale={locale} />
}
