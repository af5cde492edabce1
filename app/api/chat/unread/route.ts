// GET /api/chat/unread - how many live-chat replies the member has not yet seen
import { bff } from '@/lib/bff/handler'
import { chatUnread } from '@/lib/upstream/chat'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', feature: 'liveChat' }, async ({ upstream }) => ({
  count: await chatUnread(upstream),
}))
