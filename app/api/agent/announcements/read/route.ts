// POST /api/agent/announcements/read - marks one announcement read for this agent
import { ReadAnnouncementInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'
import { readAgentAnnouncement } from '@/lib/upstream/agent-pay'

export const dynamic = 'force-dynamic'

export const POST = bff(
  { role: 'agent', feature: 'agentAnnouncements', input: ReadAnnouncementInput },
  async ({ input, upstream }) => readAgentAnnouncement(upstream, input.id),
)
