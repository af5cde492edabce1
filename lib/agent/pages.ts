// The agent centre's pages (product spec §2, "Agent centre") that this Portal has, in the order of the
// spec's list. Only agents open the centre (lib/agent/access.ts).

export const AGENT_PAGES = [
  { slug: 'overview', icon: 'agent' },
  { slug: 'registerCenter', icon: 'user' },
  { slug: 'downline', icon: 'record' },
] as const

export type AgentPageSlug = (typeof AGENT_PAGES)[number]['slug']

export const DEFAULT_AGENT_PAGE: AgentPageSlug = 'overview'

// Where the last visited page is kept in the browser.
export const REMEMBERED_AGENT_PAGE_KEY = 'agentCentrePage'

export function isAgentPage(value: unknown): value is AgentPageSlug {
  return typeof value === 'string' && AGENT_PAGES.some((page) => page.slug === value)
}
