import type { ReportState } from '@/components/agent/pay/report-state'
import type { AGENT_PAY_PREFIXES, ReportKey } from '@/lib/swr/use-agent'

// The agent centre's money reports: the BFF route each reads, and the part of the address its read
// carries besides the period and the page. The page on the server (its first page) and the browser (every
// later read) make the same key from it. Null: the report reads nothing of its own (a member's own bets
// are read by their own table).
export type ReportQuery = Omit<ReportKey, 'page' | 'from'>

type Report = {
  api: (typeof AGENT_PAY_PREFIXES)[number]
  query: (state: ReportState) => ReportQuery | null
}

export const AGENT_REPORTS = {
  teamBetting: { api: '/api/agent/team-bets', query: (state) => (state.member ? null : { q: state.q }) },
  userLoss: { api: '/api/agent/profit-loss', query: (state) => ({ q: state.q }) },
  myIncome: { api: '/api/agent/income', query: (state) => ({ type: state.type }) },
  accountDetails: { api: '/api/agent/transactions', query: (state) => ({ type: state.type, q: state.q }) },
} satisfies Record<string, Report>

export type AgentReport = keyof typeof AGENT_REPORTS
