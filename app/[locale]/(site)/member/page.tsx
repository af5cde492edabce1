import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { RememberedPage } from '@/components/member/remembered-page'
import { memberCentreAccess } from '@/lib/member/access'
import { DEFAULT_MEMBER_PAGE } from '@/lib/member/pages'
import { enterLocale } from '@/lib/page-locale'
import { pageMetadata } from '@/lib/seo'

type Props = PageProps<'/[locale]/member'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params)
  const t = await getTranslations({ locale, namespace: 'MemberCentre' })
  return pageMetadata({ locale, path: '/member', title: t('title'), description: t('title'), index: false })
}

// /member opens the page the player had open last (kept in the browser), else my account.
export default async function MemberCentreHome({ params }: Props) {
  const locale = await enterLocale(params)
  await memberCentreAccess(locale, '/member')
  const t = await getTranslations('MemberCentre')
  return (
    <RememberedPage
      fallback={DEFAULT_MEMBER_PAGE}
      openingLabel={t('opening')}
      defaultLabel={t('openDefault')}
    />
  )
}
