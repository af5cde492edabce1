// POST /api/chat/room - the live chat room's address for the member, with a fresh short-lived ticket
import { getTranslations } from 'next-intl/server'
import { bff } from '@/lib/bff/handler'
import { CHAT_ROOM_LIMIT } from '@/lib/chat/limits'
import { ChatRoomInput } from '@/lib/chat/schemas'
import { byAccount } from '@/lib/member/cashier-limits'
import { chatRoomUrl } from '@/lib/upstream/chat'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    feature: 'liveChat',
    input: ChatRoomInput,
    rateLimit: { policy: CHAT_ROOM_LIMIT, key: byAccount },
  },
  async ({ upstream, locale, tenant }) => {
    const t = await getTranslations({ locale, namespace: 'CustomerService' })
    return {
      url: await chatRoomUrl(upstream, { title: t('chatTitle'), locale, headerColor: tenant.theme.primary }),
    }
  },
)
