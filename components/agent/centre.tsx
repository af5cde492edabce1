import 'server-only'
import { DownlineList } from '@/components/agent/downline-list'
import { RegisterDownline } from '@/components/agent/register-downline'
import { TeamOverviewPage } from '@/components/agent/team-overview'
import { AgentAnnouncements } from '@/components/agent/pay/announcements'
import { ContractPage } from '@/components/agent/pay/contract-page'
import { DownlineTransfer } from '@/components/agent/pay/downline-transfer'
import {
  AccountDetailsPage,
  MyIncomePage,
  TeamBettingPage,
  UserLossPage,
} from '@/components/agent/pay/report-page'
import type { Centre, CentrePageProps } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import { firstOf, pageOf } from '@/components/ui/record-filters'
import { getPathname } from '@/i18n/navigation'
import { agentCentreAccess } from '@/lib/agent/access'
import { downlineRules, heldContracts, readAnnouncements, readContract, readDownline } from '@/lib/agent/data'
import { recordZone } from '@/lib/records/read'
import { AGENT_PAGES, DEFAULT_AGENT_PAGE, type AgentPageSlug } from '@/lib/agent/pages'
import { DOWNLINE_SEARCH_MAX } from '@/lib/agent/schemas'
import type { ContractKind } from '@/lib/agent/types'
import { siteFeatures } from '@/lib/site-features'

function contract(kind: ContractKind, slug: AgentPageSlug) {
  return async function ContractRender({ ctx, localeTag }: CentrePageProps) {
    const [pay, centre, data, zone] = await Promise.all([
      labelsOf('AgentPay'),
      labelsOf('AgentCentre'),
      readContract(ctx, kind),
      recordZone(ctx),
    ])
    return (
      <ContractPage
        kind={kind}
        data={data}
        pathname={`/agent/${slug}`}
        timeZone={zone.zone}
        localeTag={localeTag}
        labels={pay}
        retry={centre.retry}
      />
    )
  }
}

// The agent centre (product spec §2): the shared centre shell with the agent's pages, for agent accounts
// only; /agent opens the team overview. The contract pages show only for the contracts the agent holds.
export const agentCentre: Centre<AgentPageSlug> = {
  base: '/agent',
  namespace: 'AgentCentre',
  pages: AGENT_PAGES,
  defaultPage: DEFAULT_AGENT_PAGE,
  // /agent always opens the team overview.
  rememberCookie: null,
  access: agentCentreAccess,
  allows: async (ctx) => {
    const held = await heldContracts(ctx)
    return (slug) => {
      const entry = AGENT_PAGES.find((page) => page.slug === slug)
      return !entry || !('contract' in entry) || held[entry.contract]
    }
  },
  render: {
    announcement: async ({ ctx, localeTag, query }) => {
      const page = pageOf(query.page)
      const [pay, centre, pager, data, zone] = await Promise.all([
        labelsOf('AgentPay'),
        labelsOf('AgentCentre'),
        labelsOf('Pager'),
        readAnnouncements(ctx, page),
        recordZone(ctx),
      ])
      return (
        <AgentAnnouncements
          page={page}
          data={data}
          timeZone={zone.zone}
          localeTag={localeTag}
          labels={pay}
          pagerLabels={pager}
          retry={centre.retry}
        />
      )
    },
    overview: (props) => <TeamOverviewPage {...props} />,
    registerCenter: async ({ ctx }) => {
      const [rules, labels, fieldLabels] = await Promise.all([
        downlineRules(ctx),
        labelsOf('AgentCentre'),
        labelsOf('FieldRules'),
      ])
      return <RegisterDownline rules={rules} labels={labels} fieldLabels={fieldLabels} />
    },
    downline: async ({ ctx, locale, localeTag, query }) => {
      const page = pageOf(query.page)
      const search = (firstOf(query.q) ?? '').trim().slice(0, DOWNLINE_SEARCH_MAX)
      const [labels, pager, pay, features, list, zone] = await Promise.all([
        labelsOf('AgentCentre'),
        labelsOf('Pager'),
        labelsOf('AgentPay'),
        siteFeatures(ctx),
        readDownline(ctx, page, search),
        recordZone(ctx),
      ])
      return (
        <>
          <DownlineList
            action={getPathname({ href: '/agent/downline', locale })}
            page={page}
            search={search}
            list={list}
            timeZone={zone.zone}
            localeTag={localeTag}
            labels={labels}
            pagerLabels={pager}
          />
          {features.agentTransfers && <DownlineTransfer localeTag={localeTag} labels={pay} />}
        </>
      )
    },
    teamBetting: (props) => <TeamBettingPage {...props} />,
    userLoss: (props) => <UserLossPage {...props} />,
    myIncome: (props) => <MyIncomePage {...props} />,
    accountDetails: (props) => <AccountDetailsPage {...props} />,
    dividend: contract('dividend', 'dividend'),
    salary: contract('daily', 'salary'),
    hourSalary: contract('hourly', 'hourSalary'),
    agentRealtimeSalary: contract('realtime', 'agentRealtimeSalary'),
  },
}
