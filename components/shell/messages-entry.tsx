'use client'

import { Link } from '@/i18n/navigation'
import { UnreadBadge } from '@/components/member/unread-badge'
import { useUnreadCount } from '@/lib/swr/use-member-records'
import { Icon } from './icon'
import styles from './side-menu.module.css'

// The side menu's way to the member's platform messages, with the unread count. Members only: it is loaded
// with their pages, never with a visitor's.
export default function MessagesEntry({ label, unreadLabel }: { label: string; unreadLabel: string }) {
  const unread = useUnreadCount(true)
  return (
    <Link href="/member/messageV2" className={styles.entry}>
      <Icon name="messages" />
      <span className={styles.text}>{label}</span>
      <UnreadBadge count={unread} label={unreadLabel} inline />
    </Link>
  )
}
