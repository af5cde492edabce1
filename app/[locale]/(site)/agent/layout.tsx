import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { MemberNav } from '@/components/member/member-nav'
import { MemberOverlay } from '@/components/member/member-overlay'
import { PlayResponsibly } from '@/components/ui/play-responsibly'
import { getPathname } from '@/i18n/navigation'
import { agentCentreAccess } from '@/lib/agent/access'
import { AGENT_PAGES, REMEMBERED_AGENT_PAGE_KEY } from '@/lib/agent/pages'
import { enterLocale } from '@/lib/page-locale'
import { FRAME_HEADERS } from '@/lib/shell/frame-headers'

// The agent centre (product spec §2): the member centre's overlay with the agent's pages, for agent
// accounts only.
export default async function AgentCentreLayout({ children, params }: LayoutProps<'/[locale]/agent'>) {
  const locale = await enterLocale(params)
  const path = (await headers()).get(FRAME_HEADERS.path) ?? '/agent'
  await agentCentreAccess(locale, path.startsWith('/agent') ? path : '/agent')
  const t = await getTranslations('AgentCentre')
  const items = AGENT_PAGES.map((page) => ({
    slug: page.slug,
    icon: page.icon,
    label: t(`page_${page.slug}`),
  }))
  return (
    <MemberOverlay
      title={t('title')}
      closeLabel={t('close')}
      homeHref={getPathname({ href: '/', locale })}
      footer={<PlayResponsibly />}
      nav={
        <MemberNav
          label={t('navLabel')}
          unreadLabel=""
          items={items}
          base="/agent"
          rememberKey={REMEMBERED_AGENT_PAGE_KEY}
        />
      }
    >
      {children}
    </MemberOverlay>
  )
}
