import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { HelpCentre } from '@/components/pages/help-centre'
import { enterLocale } from '@/lib/page-locale'
import { pageMetadata } from '@/lib/seo'
import { currentTenant } from '@/lib/tenant'

export async function generateMetadata({ params }: PageProps<'/[locale]/help'>): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [t, tenant] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), currentTenant()])
  return pageMetadata({
    locale,
    path: '/help',
    title: t('helpTitle', { brand: tenant.brandName }),
    description: t('helpDescription', { brand: tenant.brandName }),
  })
}

export default async function HelpPage({ params }: PageProps<'/[locale]/help'>) {
  await enterLocale(params)
  return <HelpCentre />
}
