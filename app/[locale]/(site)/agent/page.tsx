import { redirect } from 'next/navigation'
import { getPathname } from '@/i18n/navigation'
import { agentCentreAccess } from '@/lib/agent/access'
import { DEFAULT_AGENT_PAGE } from '@/lib/agent/pages'
import { enterLocale } from '@/lib/page-locale'

// /agent opens the team overview.
export default async function AgentCentreHome({ params }: PageProps<'/[locale]/agent'>) {
  const locale = await enterLocale(params)
  await agentCentreAccess(locale, '/agent')
  redirect(getPathname({ href: `/agent/${DEFAULT_AGENT_PAGE}`, locale }))
}
