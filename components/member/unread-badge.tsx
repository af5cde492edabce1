import { fill } from '@/lib/ui/fill'
import styles from './unread-badge.module.css'

// The count of unread platform messages, shown on the avatar and beside the messages entry; screen
// readers hear the whole phrase ("3 unread messages"). Nothing when there are none.
export function UnreadBadge({
  count,
  label,
  inline = false,
}: {
  count: number
  // "{count} unread messages"
  label: string
  inline?: boolean
}) {
  if (count <= 0) return null
  return (
    <span className={`${styles.badge} ${inline ? styles.inline : ''}`} data-testid="unread-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{fill(label, { count })}</span>
    </span>
  )
}
