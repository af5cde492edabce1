// The agent centre's pages (product spec §2, "Agent centre") that this Portal has, in the order of the
// spec's list. Only agents open the centre (lib/agent/access.ts). Each page's renderer is in
// components/agent/centre.tsx.

export const AGENT_PAGES = [
  { slug: 'overview', icon: 'agent' },
  { slug: 'registerCenter', icon: 'user' },
  { slug: 'downline', icon: 'record' },
] as const

export type AgentPageSlug = (typeof AGENT_PAGES)[number]['slug']

export const DEFAULT_AGENT_PAGE: AgentPageSlug = 'overview'

// Where the last visited page is kept in the browser.
export const REMEMBERED_AGENT_PAGE_KEY = 'agentCentrePage'
