import type { Feature } from '@/lib/features'
import type { ContractKind } from '@/lib/agent/types'

// The agent centre's pages (product spec §2, "Agent centre"), in the order of the spec's list. Only agents
// open the centre (lib/agent/access.ts). Each may depend on a tenant switch (lib/features.ts); the four
// contract pages also on the agent holding that contract (its consolidated flags). Each page is a folder of
// app/[locale]/(centres)/agent/ whose page renders it with components/agent/centre.tsx.

export const AGENT_PAGES = [
  { slug: 'announcement', icon: 'announcements', feature: 'agentAnnouncements' },
  { slug: 'overview', icon: 'agent', feature: null },
  { slug: 'registerCenter', icon: 'user', feature: null },
  { slug: 'downline', icon: 'record', feature: null },
  { slug: 'teamBetting', icon: 'RNG', feature: 'teamBetting' },
  { slug: 'userLoss', icon: 'withdraw', feature: 'teamProfitLoss' },
  { slug: 'myIncome', icon: 'wallet', feature: null },
  { slug: 'accountDetails', icon: 'record', feature: null },
  { slug: 'dividend', icon: 'deposit', feature: 'dividendContract', contract: 'dividend' },
  { slug: 'salary', icon: 'deposit', feature: 'dailySalary', contract: 'daily' },
  { slug: 'hourSalary', icon: 'deposit', feature: 'hourlySalary', contract: 'hourly' },
  { slug: 'agentRealtimeSalary', icon: 'deposit', feature: 'realtimeSalary', contract: 'realtime' },
] as const satisfies readonly {
  slug: string
  icon: string
  feature: Feature | null
  contract?: ContractKind
  unread?: boolean
}[]

export type AgentPageSlug = (typeof AGENT_PAGES)[number]['slug']

export const DEFAULT_AGENT_PAGE: AgentPageSlug = 'overview'

// The tenant switch each contract's page needs.
export const CONTRACT_FEATURE = {
  dividend: 'dividendContract',
  daily: 'dailySalary',
  hourly: 'hourlySalary',
  realtime: 'realtimeSalary',
} as const satisfies Record<ContractKind, Feature>
