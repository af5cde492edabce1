'use client'

import { Link } from '@/i18n/navigation'
import { UnreadBadge } from '@/components/member/unread-badge'
import { useChatUnread } from '@/lib/client/chat'
import { useUnreadCount } from '@/lib/swr/use-member-records'
import { Icon } from './icon'
import styles from './side-menu.module.css'

// The side menu's parts that only a member sees, with the counts they read (loaded through member-slots.tsx,
// never with a visitor's pages).

// The way to the member's platform messages, with the unread count.
export function MessagesEntry({ label, unreadLabel }: { label: string; unreadLabel: string }) {
  const unread = useUnreadCount(true)
  return (
    <Link href="/member/messageV2" className={styles.entry}>
      <Icon name="messages" />
      <span className={styles.text}>{label}</span>
      <UnreadBadge count={unread} label={unreadLabel} inline />
    </Link>
  )
}

// The live chat's unread replies, on its toggle and its minimised panel.
export function ChatUnreadBadge({ label, inline = false }: { label: string; inline?: boolean }) {
  return <UnreadBadge count={useChatUnread(true)} label={label} inline={inline} />
}

// The same count beside the customer-service menu's heading, for eyes only: the toggle says it in words.
export function ChatHeadingBadge({ label }: { label: string }) {
  return (
    <span aria-hidden="true">
      <UnreadBadge count={useChatUnread(true)} label={label} />
    </span>
  )
}
