// GET /api/agent/announcements - the tenant's announcements for agents, newest first, with the unread count
import { AnnouncementsInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'
import { agentAnnouncements } from '@/lib/upstream/agent-pay'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'agent', feature: 'agentAnnouncements', input: AnnouncementsInput },
  async ({ input, upstream }) => agentAnnouncements(upstream, input.page),
)
