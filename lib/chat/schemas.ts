import { z } from 'zod'

// Opening the chat room takes nothing from the browser: the title, language and header colour are the
// tenant's and the page's (app/api/chat/room). Anything sent is refused rather than ignored.
export const ChatRoomInput = z.strictObject({})
export type ChatRoomInput = z.infer<typeof ChatRoomInput>
