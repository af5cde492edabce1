import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { DownlineList } from '@/components/agent/downline-list'
import { RegisterDownline } from '@/components/agent/register-downline'
import { TeamOverview } from '@/components/agent/team-overview'
import { labelsOf } from '@/components/shell/labels'
import { localeTags } from '@/i18n/locales'
import { agentCentreAccess } from '@/lib/agent/access'
import { isAgentPage, type AgentPageSlug } from '@/lib/agent/pages'
import { DOWNLINE_SEARCH_MAX } from '@/lib/agent/schemas'
import { isRange } from '@/lib/member/ranges'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { pageMetadata } from '@/lib/seo'
import { registerSettings } from '@/lib/upstream/auth'

type Props = PageProps<'/[locale]/agent/[page]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params)
  const { page } = await params
  const [t, ctx] = await Promise.all([getTranslations({ locale, namespace: 'AgentCentre' }), pageContext()])
  const name = isAgentPage(page) ? t(`page_${page}`) : t('title')
  return pageMetadata({
    locale,
    path: `/agent/${page}`,
    title: t('pageTitle', { page: name, brand: ctx.tenant.brandName }),
    description: t('title'),
    index: false,
  })
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function pageNumber(value: string | string[] | undefined): number {
  const n = Number(one(value))
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

// One page of the agent centre; the overlay around it is the layout.
export default async function AgentCentrePage({ params, searchParams }: Props) {
  const locale = await enterLocale(params)
  const [{ page }, query] = await Promise.all([params, searchParams])
  if (!isAgentPage(page)) notFound()
  const { ctx } = await agentCentreAccess(locale, `/agent/${page}`)
  const localeTag = localeTags[locale]
  const slug: AgentPageSlug = page
  const [labels, pager] = await Promise.all([labelsOf('AgentCentre'), labelsOf('Pager')])

  switch (slug) {
    case 'overview': {
      const range = one(query.range)
      return <TeamOverview range={isRange(range) ? range : 'today'} localeTag={localeTag} labels={labels} />
    }
    case 'registerCenter': {
      const [rules, fieldLabels] = await Promise.all([
        registerSettings(ctx).catch(() => ({}) as Awaited<ReturnType<typeof registerSettings>>),
        labelsOf('FieldRules'),
      ])
      return (
        <RegisterDownline
          rules={{ username: rules.username, password: rules.password }}
          labels={labels}
          fieldLabels={fieldLabels}
        />
      )
    }
    case 'downline':
      return (
        <DownlineList
          page={pageNumber(query.page)}
          search={(one(query.q) ?? '').trim().slice(0, DOWNLINE_SEARCH_MAX)}
          localeTag={localeTag}
          labels={labels}
          pagerLabels={pager}
        />
      )
    default:
      notFound()
  }
}
