import type { LimitPolicy } from '@/lib/rate-limit/limiter'

// Each opening of the chat window asks the platform for a fresh ticket; a person opens it a few times a
// minute at most.
export const CHAT_ROOM_LIMIT = {
  name: 'chat-room.account',
  limit: 20,
  windowSeconds: 60,
  scope: 'key',
} as const satisfies LimitPolicy
