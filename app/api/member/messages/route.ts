// GET /api/member/messages - the member's platform messages, newest first, with the unread count
import { bff } from '@/lib/bff/handler'
import { MessagesInput } from '@/lib/member/schemas'
import { inbox } from '@/lib/upstream/member'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'member', feature: 'inbox', input: MessagesInput },
  async ({ input, upstream }) => inbox(upstream, { page: input.page }),
)
