// POST /api/member/messages/read - open one of the member's messages (marks it read)
import { bff } from '@/lib/bff/handler'
import { ReadMessageInput } from '@/lib/member/schemas'
import { readMessage } from '@/lib/upstream/member'

export const dynamic = 'force-dynamic'

export const POST = bff(
  { role: 'member', feature: 'inbox', input: ReadMessageInput },
  async ({ input, upstream }) => readMessage(upstream, input.id),
)
