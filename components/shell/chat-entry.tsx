'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Messages } from 'next-intl'
import { UnreadBadge } from '@/components/member/unread-badge'
import { isApiError } from '@/lib/api-client'
import { chatActivity, openChatRoom, useChatUnread } from '@/lib/client/chat'
import { openAuthDialog } from '@/lib/ui/auth-events'
import { Icon } from './icon'
import styles from './side-menu.module.css'

// The panel loads only when opened, so it costs nothing on first load.
const ChatPanel = dynamic(() => import('./chat-panel'), { ssr: false })

// Who may chat: a real account opens the room; a trial account is told to make a real one (spec §4).
export type ChatAccess = 'member' | 'trial'

export type Room =
  { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string }

// The customer-service menu's live-chat toggle, its unread count and the chat window it opens.
export function ChatEntry({
  access,
  labels,
  chatLabels,
}: {
  access: ChatAccess
  labels: Messages['CustomerService']
  chatLabels: Messages['LiveChat']
}) {
  const [room, setRoom] = useState<Room | null>(null)
  const unread = useChatUnread(access === 'member')
  const toggle = useRef<HTMLButtonElement>(null)

  const load = useCallback(() => {
    setRoom({ state: 'loading' })
    openChatRoom({ networkErrorMessage: chatLabels.networkError }).then(
      (url) => setRoom({ state: 'ready', url }),
      (error: unknown) =>
        setRoom({ state: 'failed', message: isApiError(error) ? error.message : chatLabels.networkError }),
    )
  }, [chatLabels.networkError])

  const close = useCallback(() => {
    setRoom(null)
    chatActivity()
    toggle.current?.focus()
  }, [])

  // The room (another origin) says when something changed; the count is then read again from the Portal.
  const roomOrigin = room?.state === 'ready' ? new URL(room.url).origin : null
  useEffect(() => {
    if (!roomOrigin) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin === roomOrigin && event.data?.type === 'chat:activity') chatActivity()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [roomOrigin])

  return (
    <li>
      <button
        ref={toggle}
        type="button"
        className={styles.entry}
        aria-pressed={room !== null}
        onClick={() => {
          if (access === 'trial') return void openAuthDialog('trial-warning')
          if (room) close()
          else load()
        }}
      >
        <Icon name="chat" />
        <span className={styles.text}>{room ? labels.chatClose : labels.chatOpen}</span>
        <UnreadBadge count={unread} label={chatLabels.unread} inline />
      </button>
      {room && <ChatPanel {...{ room, unread, labels, chatLabels }} onRetry={load} onClose={close} />}
    </li>
  )
}

// The count beside the customer-service menu's heading, for eyes only: the toggle says it in words.
export function ChatHeadingBadge({ label }: { label: string }) {
  const unread = useChatUnread(true)
  return (
    <span aria-hidden="true">
      <UnreadBadge count={unread} label={label} />
    </span>
  )
}
