// POST /api/chat/room - the live chat room's address for the member, with a fresh short-lived ticket
import { getTranslations } from 'next-intl/server'
import { bff } from '@/lib/bff/handler'
import { CHAT_ROOM_LIMIT } from '@/lib/chat/limits'
import { ChatRoomInput } from '@/lib/chat/schemas'
import { byAccount } from '@/lib/member/cashier-limits'
import { chatDeskOf } from '@/lib/shell/service-links'
import { chatRoomUrl } from '@/lib/upstream/chat'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    feature: 'liveChat',
    input: ChatRoomInput,
    rateLimit: { policy: CHAT_ROOM_LIMIT, key: byAccount },
  },
  async ({ upstream, locale, tenant, member }) => {
    const t = await getTranslations({ locale, namespace: 'CustomerService' })
    // The same room for everyone; a member above rank 4 queues at the VIP desk.
    const desk = chatDeskOf(member?.rankLevel ?? null)
    return {
      url: await chatRoomUrl(upstream, {
        title: t(desk === 'VIP' ? 'vipTitle' : 'chatTitle'),
        locale,
        headerColor: tenant.theme.primary,
        desk,
      }),
    }
  },
)
