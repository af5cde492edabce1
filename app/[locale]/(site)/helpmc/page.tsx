import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { HelpCentre } from '@/components/pages/help-centre'
import { enterLocale } from '@/lib/page-locale'
import { pageMetadata } from '@/lib/seo'
import { currentTenant } from '@/lib/tenant'

// The help centre without header and side menu (the gate marks /helpmc as a bare page), for apps and
// links that open it on its own.
export async function generateMetadata({ params }: PageProps<'/[locale]/helpmc'>): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [t, tenant] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), currentTenant()])
  return pageMetadata({
    locale,
    path: '/helpmc',
    title: t('helpTitle', { brand: tenant.brandName }),
    description: t('helpDescription', { brand: tenant.brandName }),
    index: false,
  })
}

export default async function HelpCentrePage({ params }: PageProps<'/[locale]/helpmc'>) {
  await enterLocale(params)
  return <HelpCentre standalone />
}
