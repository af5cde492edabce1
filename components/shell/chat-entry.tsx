'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Messages } from 'next-intl'
import { isApiError } from '@/lib/client/errors'
import { useRouter } from '@/i18n/navigation'
import { openAuthDialog, openSignInFor, takeAfterSignIn } from '@/lib/ui/auth-events'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import { Icon } from './icon'
import { ChatUnreadSlot } from './member-slots'
import styles from './side-menu.module.css'

// The panel loads only when opened, so it costs nothing on first load.
const ChatPanel = dynamic(() => import('./chat-panel'), { ssr: false })
// The room's calls and the unread count's refresh, with SWR, load on the first use, not with the page.
const chatClient = () => import('@/lib/client/chat')
const chatActivity = () => void chatClient().then((chat) => chat.chatActivity())

// Who may chat: a real account opens the room; a trial account is told to make a real one, and a visitor
// is asked to log in, after which the room opens (spec §4).
export type ChatAccess = 'member' | 'trial' | 'visitor'

export type Room =
  { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string }

// The customer-service menu's live-chat toggle, its unread count and the chat window it opens. `labels`
// are the desk's: a VIP member's room queues at the VIP desk, and says so (service-menu.tsx).
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
  const toggle = useRef<HTMLButtonElement>(null)
  const router = useRouter()
  const waiting = useWaitForScripts()

  const load = useCallback(() => {
    setRoom({ state: 'loading' })
    chatClient()
      .then((chat) => chat.openChatRoom({ networkErrorMessage: chatLabels.networkError }))
      .then(
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

  // A visitor who asked for the chat and has just logged in gets it without asking twice. The wish is
  // taken when the timer fires, so an effect run that is undone at once (strict mode) leaves it in place.
  useEffect(() => {
    if (access !== 'member') return
    const timer = setTimeout(() => {
      if (takeAfterSignIn('chat')) load()
    })
    return () => clearTimeout(timer)
  }, [access, load])

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
        aria-haspopup={access === 'member' ? undefined : 'dialog'}
        {...waiting}
        onClick={() => {
          if (access === 'trial') return void openAuthDialog('trial-warning')
          // Before the dialog host has loaded, the login page does it.
          if (access === 'visitor') return void (openSignInFor('chat') || router.push('/login'))
          if (room) close()
          else load()
        }}
      >
        <Icon name="chat" />
        <span className={styles.text}>{room ? labels.chatClose : labels.chatOpen}</span>
        {access === 'member' && <ChatUnreadSlot label={chatLabels.unread} inline />}
      </button>
      {room && <ChatPanel {...{ room, labels, chatLabels }} onRetry={load} onClose={close} />}
    </li>
  )
}
