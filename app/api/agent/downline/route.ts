// GET /api/agent/downline - the agent's downline members, newest first, paged, searchable by username
import { DownlineInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'
import { downlineList } from '@/lib/upstream/agent'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'agent', input: DownlineInput }, async ({ input, upstream }) =>
  downlineList(upstream, { page: input.page, pageSize: input.size, search: input.q }),
)
