import 'server-only'
import { ReportChart } from '@/components/charts/agent-charts'
import type { CentrePageProps } from '@/components/centre/centre'
import { readAgentReport } from '@/lib/agent/data'
import type { AgentReport } from '@/lib/agent/reports'
import { INCOME_TYPES, TEAM_TRANSACTION_TYPES } from '@/lib/agent/schemas'
import type { MemberBetsPage, TeamBetsPage } from '@/lib/agent/types'
import { readRecordPage, recordPlace } from '@/lib/records/read'
import { AccountDetails } from './account-details'
import { MemberBets } from './member-bets'
import { MyIncome } from './my-income'
import { ReportFilters, payLabels, type PayLabels, type ReportProps } from './report-records'
import {
  ACCOUNT_DETAILS_PATH,
  MY_INCOME_PATH,
  TEAM_BETTING_PATH,
  USER_LOSS_PATH,
  memberOf,
  reportRules,
  type ReportPlace,
} from './report-state'
import { TeamBetting } from './team-betting'
import { UserLoss } from './user-loss'

type Body<Page> = (props: ReportProps<Page>) => React.ReactNode

// A report page: its period (and type) filters, and the page of the report its address asks for, read
// and rendered here, in the agent's own days.
function report<Page extends { pageCount: number }>(
  name: AgentReport,
  pathname: string,
  types: readonly string[] | null,
  search: boolean,
  Body: Body<Page>,
  typeLabel?: (labels: PayLabels, type: string) => string,
) {
  const rules = reportRules(types, search)
  return async function ReportPage({ ctx, locale, localeTag, query }: CentrePageProps) {
    const base = await recordPlace(ctx, query, rules)
    const place: ReportPlace = { ...base, pathname, rules, member: memberOf(query, base.corrections) }
    const { address, span } = place
    const [labels, { page, shown, missing }] = await Promise.all([
      payLabels(),
      readRecordPage(
        place,
        (page) =>
          readAgentReport(ctx, name, {
            ...span,
            page,
            q: address.q,
            type: address.filters.type,
            member: place.member || undefined,
          }) as Promise<Page>,
      ),
    ])
    const props = { place, page, shown, locale, localeTag, labels }
    return (
      <>
        <ReportFilters
          place={place}
          locale={locale}
          localeTag={localeTag}
          labels={labels}
          types={typeLabel && ((type) => typeLabel(labels, type))}
        />
        {/* Charts follow a named period; days chosen one by one have the report alone. */}
        {'range' in address.period && (
          <ReportChart
            name={name}
            ctx={ctx}
            localeTag={localeTag}
            state={{
              range: address.period.range,
              type: address.filters.type ?? 'all',
              member: place.member,
              q: address.q,
            }}
          />
        )}
        {name === 'teamBetting' && place.member ? (
          <MemberBets {...(props as ReportProps<unknown> as ReportProps<MemberBetsPage>)} missing={missing} />
        ) : (
          <Body {...props} />
        )}
      </>
    )
  }
}

export const TeamBettingPage = report<TeamBetsPage>('teamBetting', TEAM_BETTING_PATH, null, true, TeamBetting)
export const UserLossPage = report('userLoss', USER_LOSS_PATH, null, true, UserLoss)
export const MyIncomePage = report(
  'myIncome',
  MY_INCOME_PATH,
  INCOME_TYPES,
  false,
  MyIncome,
  (labels, type) => (type === 'all' ? labels.pay.all : labels.pay[`kind_${type as 'daily'}`]),
)
export const AccountDetailsPage = report(
  'accountDetails',
  ACCOUNT_DETAILS_PATH,
  TEAM_TRANSACTION_TYPES,
  true,
  AccountDetails,
  (labels, type) => (type === 'all' ? labels.pay.all : labels.pay[`type_${type as 'deposit'}`]),
)
