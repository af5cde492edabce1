import 'server-only'
import { z } from 'zod'
import { upstreamLanguage, type Locale } from '@/i18n/locales'
import { upstream, type UpstreamContext } from './client'
import { count } from './fields'

// Live chat (upstream-contract §4, product spec §7): the chat room's address for the signed-in member and
// the operator replies they have not seen. Paths and bodies are the reference platform's (docs/platform.md,
// "Live chat"); the address is framed by the browser, so only http(s) addresses are accepted.
const ChatUrlSchema = z.object({ chatUrl: z.url({ protocol: /^https?$/ }) }).transform((v) => v.chatUrl)

// `desk`: the queue the conversation waits in at the operator's desk (csType, as in customerService).
type ChatRoom = { title: string; locale: Locale; headerColor: string; desk: 'LIVECHAT' | 'VIP' }

export async function chatRoomUrl(ctx: UpstreamContext, room: ChatRoom): Promise<string> {
  return upstream(ctx, {
    method: 'POST',
    path: '/wps/chat/url',
    json: {
      b2c: 1,
      title: room.title,
      language: upstreamLanguage(room.locale),
      headerColor: room.headerColor,
      csType: room.desk,
    },
    auth: 'required',
    schema: ChatUrlSchema,
  })
}

const UnreadSchema = z.object({ unReadCount: count }).transform((v) => v.unReadCount)

export async function chatUnread(ctx: UpstreamContext): Promise<number> {
  return upstream(ctx, { path: '/wps/chat/unread', auth: 'required', schema: UnreadSchema })
}
