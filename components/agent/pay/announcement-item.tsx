'use client'

import { useState, type ReactNode } from 'react'
import { useRouter } from '@/i18n/navigation'
import { readAnnouncement } from '@/lib/client/agent'

// One announcement of the server-rendered list, as a disclosure: opening an unread one marks it read and
// refreshes the list (its marker and the unread count).
export function AnnouncementItem({
  id,
  read,
  className,
  failure,
  children,
}: {
  id: string
  read: boolean
  className?: string
  // What the page says when the platform could not mark it read.
  failure: string
  children: ReactNode
}) {
  const router = useRouter()
  const [failed, setFailed] = useState(false)
  return (
    <>
      <details
        className={className}
        data-announcement={id}
        data-read={read ? 'true' : 'false'}
        onToggle={(event) => {
          if (!event.currentTarget.open || read) return
          readAnnouncement(id, failure).then(
            () => router.refresh(),
            () => setFailed(true),
          )
        }}
      >
        {children}
      </details>
      {failed && <p role="alert">{failure}</p>}
    </>
  )
}
