// GET /api/member/messages/unread - how many platform messages the member has not opened yet
import { bff } from '@/lib/bff/handler'
import { unreadMessages } from '@/lib/upstream/member'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', feature: 'inbox' }, async ({ upstream }) => ({
  count: await unreadMessages(upstream),
}))
