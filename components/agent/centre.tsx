import 'server-only'
import { DownlineList } from '@/components/agent/downline-list'
import { RegisterDownline } from '@/components/agent/register-downline'
import { TeamOverview } from '@/components/agent/team-overview'
import { AccountDetails, ACCOUNT_DETAILS_PATH } from '@/components/agent/pay/account-details'
import { AgentAnnouncements } from '@/components/agent/pay/announcements'
import { ContractPage } from '@/components/agent/pay/contract-page'
import { DownlineTransfer } from '@/components/agent/pay/downline-transfer'
import { MyIncome, MY_INCOME_PATH } from '@/components/agent/pay/my-income'
import { reportHref, reportStateOf } from '@/components/agent/pay/report-state'
import type { PayLabels } from '@/components/agent/pay/report-records'
import { TeamBetting, TEAM_BETTING_PATH } from '@/components/agent/pay/team-betting'
import { UserLoss, USER_LOSS_PATH } from '@/components/agent/pay/user-loss'
import type { Centre, CentrePageProps } from '@/components/centre/centre'
import { GrowthChart, ReportChart } from '@/components/charts/agent-charts'
import { labelsOf } from '@/components/shell/labels'
import { RecordFilters, firstOf, pageOf } from '@/components/ui/record-filters'
import { agentCentreAccess } from '@/lib/agent/access'
import { downlineRules, heldContracts, readAgentReport, readTeamOverview } from '@/lib/agent/data'
import { AGENT_REPORTS, type AgentReport } from '@/lib/agent/reports'
import { firstRecordPage } from '@/lib/member/records-data'
import { AGENT_PAGES, DEFAULT_AGENT_PAGE, type AgentPageSlug } from '@/lib/agent/pages'
import { DOWNLINE_SEARCH_MAX, INCOME_TYPES, TEAM_TRANSACTION_TYPES } from '@/lib/agent/schemas'
import type { ContractKind } from '@/lib/agent/types'
import { clampStart, isRange } from '@/lib/member/ranges'
import { siteFeatures } from '@/lib/site-features'

async function payLabels(): Promise<PayLabels> {
  const [pay, centre, pager, categories] = await Promise.all([
    labelsOf('AgentPay'),
    labelsOf('AgentCentre'),
    labelsOf('Pager'),
    labelsOf('Categories'),
  ])
  return { pay, centre, pager, categories }
}

// A report page: the period (and type) filters, and the report's first page read here where the browser
// has told its time zone (the agent's own calendar counts the period); the browser reads any other.
function report<T extends string>(
  name: AgentReport,
  pathname: string,
  types: readonly T[] | null,
  Body: typeof TeamBetting,
  typeLabel?: (labels: PayLabels, type: T) => string,
) {
  return async function ReportPage({ ctx, localeTag, query }: CentrePageProps) {
    const state = reportStateOf(query, types ?? (['all'] as unknown as readonly T[]))
    const asked = AGENT_REPORTS[name].query(state)
    const [labels, first] = await Promise.all([
      payLabels(),
      asked
        ? firstRecordPage(state.range, (from, now) =>
            readAgentReport(ctx, name, { ...asked, from: clampStart(from, now), page: state.page }),
          )
        : null,
    ])
    return (
      <>
        <RecordFilters
          state={state}
          href={(next) => reportHref(pathname, next)}
          periodHeading={labels.centre.period}
          rangeLabel={(range) => labels.centre[`range_${range}`]}
          types={
            types && typeLabel
              ? { values: types, heading: labels.pay.typeFilter, label: (type) => typeLabel(labels, type) }
              : undefined
          }
        />
        <ReportChart name={name} ctx={ctx} localeTag={localeTag} state={state} />
        <Body state={state} first={first} localeTag={localeTag} labels={labels} />
      </>
    )
  }
}

function contract(kind: ContractKind) {
  return async function ContractRender({ localeTag }: CentrePageProps) {
    const [pay, centre] = await Promise.all([labelsOf('AgentPay'), labelsOf('AgentCentre')])
    return <ContractPage kind={kind} localeTag={localeTag} labels={pay} retry={centre.retry} />
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
    announcement: async ({ localeTag, query }) => {
      const [pay, centre, pager] = await Promise.all([
        labelsOf('AgentPay'),
        labelsOf('AgentCentre'),
        labelsOf('Pager'),
      ])
      return (
        <AgentAnnouncements
          page={pageOf(query.page)}
          localeTag={localeTag}
          labels={pay}
          pagerLabels={pager}
          retry={centre.retry}
        />
      )
    },
    overview: async ({ ctx, localeTag, query }) => {
      const asked = firstOf(query.range)
      const range = isRange(asked) ? asked : 'today'
      const [labels, first] = await Promise.all([
        labelsOf('AgentCentre'),
        firstRecordPage(range, (from, now) => readTeamOverview(ctx, from, now)),
      ])
      return (
        <>
          <TeamOverview range={range} first={first} localeTag={localeTag} labels={labels} />
          <GrowthChart ctx={ctx} localeTag={localeTag} />
        </>
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
    downline: async ({ ctx, localeTag, query }) => {
      const [labels, pager, pay, features] = await Promise.all([
        labelsOf('AgentCentre'),
        labelsOf('Pager'),
        labelsOf('AgentPay'),
        siteFeatures(ctx),
      ])
      return (
        <>
          <DownlineList
            page={pageOf(query.page)}
            search={(firstOf(query.q) ?? '').trim().slice(0, DOWNLINE_SEARCH_MAX)}
            localeTag={localeTag}
            labels={labels}
            pagerLabels={pager}
          />
          {features.agentTransfers && <DownlineTransfer localeTag={localeTag} labels={pay} />}
        </>
      )
    },
    teamBetting: report('teamBetting', TEAM_BETTING_PATH, null, TeamBetting),
    userLoss: report('userLoss', USER_LOSS_PATH, null, UserLoss),
    myIncome: report('myIncome', MY_INCOME_PATH, INCOME_TYPES, MyIncome, (labels, type) =>
      type === 'all' ? labels.pay.all : labels.pay[`kind_${type}`],
    ),
    accountDetails: report(
      'accountDetails',
      ACCOUNT_DETAILS_PATH,
      TEAM_TRANSACTION_TYPES,
      AccountDetails,
      (labels, type) => (type === 'all' ? labels.pay.all : labels.pay[`type_${type}`]),
    ),
    dividend: contract('dividend'),
    salary: contract('daily'),
    hourSalary: contract('hourly'),
    agentRealtimeSalary: contract('realtime'),
  },
}
