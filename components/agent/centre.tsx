import 'server-only'
import { DownlineList } from '@/components/agent/downline-list'
import { RegisterDownline } from '@/components/agent/register-downline'
import { TeamOverview } from '@/components/agent/team-overview'
import type { Centre } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import { firstOf, pageOf } from '@/components/ui/record-filters'
import { agentCentreAccess } from '@/lib/agent/access'
import { downlineRules } from '@/lib/agent/data'
import {
  AGENT_PAGES,
  DEFAULT_AGENT_PAGE,
  REMEMBERED_AGENT_PAGE_KEY,
  type AgentPageSlug,
} from '@/lib/agent/pages'
import { DOWNLINE_SEARCH_MAX } from '@/lib/agent/schemas'
import { isRange } from '@/lib/member/ranges'

// The agent centre (product spec §2): the shared centre shell with the agent's pages, for agent accounts
// only; /agent opens the team overview.
export const agentCentre: Centre<AgentPageSlug> = {
  base: '/agent',
  namespace: 'AgentCentre',
  pages: AGENT_PAGES,
  defaultPage: DEFAULT_AGENT_PAGE,
  rememberKey: REMEMBERED_AGENT_PAGE_KEY,
  remembersPage: false,
  access: agentCentreAccess,
  render: {
    overview: async ({ localeTag, query }) => {
      const range = firstOf(query.range)
      return (
        <TeamOverview
          range={isRange(range) ? range : 'today'}
          localeTag={localeTag}
          labels={await labelsOf('AgentCentre')}
        />
      )
    },
    registerCenter: async ({ ctx }) => {
      const [rules, labels, fieldLabels] = await Promise.all([
        downlineRules(ctx),
        labelsOf('AgentCentre'),
        labelsOf('FieldRules'),
      ])
      return <RegisterDownline rules={rules} labels={labels} fieldLabels={fieldLabels} />
    },
    downline: async ({ localeTag, query }) => {
      const [labels, pager] = await Promise.all([labelsOf('AgentCentre'), labelsOf('Pager')])
      return (
        <DownlineList
          page={pageOf(query.page)}
          search={(firstOf(query.q) ?? '').trim().slice(0, DOWNLINE_SEARCH_MAX)}
          localeTag={localeTag}
          labels={labels}
          pagerLabels={pager}
        />
      )
    },
  },
}
