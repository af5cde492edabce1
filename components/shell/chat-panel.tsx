'use client'

import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Messages } from 'next-intl'
import type { Room } from './chat-entry'
import { Icon } from './icon'
import { ChatUnreadBadge } from './member-menu-parts'
import styles from './chat-panel.module.css'

// The live chat beside the page (full screen on phones): it can shrink to its title bar or grow, and the
// page stays usable. It is rendered at the end of the body: inside the sticky side menu's stacking context,
// a fixed panel would sit under the banner and the game tiles whatever its z-index. Focus moves to it on
// opening; Escape on its bar closes it and the toggle gets focus back (chat-entry).
export default function ChatPanel({
  room,
  labels,
  chatLabels,
  onRetry,
  onClose,
}: {
  room: Room
  labels: Messages['CustomerService']
  chatLabels: Messages['LiveChat']
  onRetry: () => void
  onClose: () => void
}) {
  const [size, setSize] = useState<'normal' | 'large' | 'min'>('normal')
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => title.current?.focus(), [])

  return createPortal(
    <section
      className={styles.panel}
      data-size={size}
      data-open-panel={size === 'min' ? undefined : ''}
      aria-label={labels.chatTitle}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <header className={styles.bar}>
        <h2 className={styles.title} ref={title} tabIndex={-1}>
          {labels.chatTitle}
          {size === 'min' && <ChatUnreadBadge label={chatLabels.unread} />}
        </h2>
        <button
          type="button"
          className={styles.button}
          onClick={() => setSize(size === 'min' ? 'normal' : 'min')}
          aria-expanded={size !== 'min'}
        >
          {size === 'min' ? labels.chatRestore : labels.chatMinimise}
        </button>
        {size !== 'min' && (
          <button
            type="button"
            className={`${styles.button} ${styles.enlarge}`}
            onClick={() => setSize(size === 'large' ? 'normal' : 'large')}
          >
            {size === 'large' ? labels.chatShrink : labels.chatEnlarge}
          </button>
        )}
        <button type="button" className={styles.icon} onClick={onClose} aria-label={labels.chatClose}>
          <Icon name="close" />
        </button>
      </header>
      {room.state === 'ready' ? (
        // The room keeps running while minimised (hidden), so its replies stay counted as unread.
        <iframe className={styles.frame} src={room.url} title={labels.chatTitle} hidden={size === 'min'} />
      ) : (
        <div
          className={styles.state}
          hidden={size === 'min'}
          role={room.state === 'failed' ? 'alert' : 'status'}
        >
          {room.state === 'loading' ? (
            <p>{chatLabels.loading}</p>
          ) : (
            <>
              <p>{room.message}</p>
              <button type="button" className={styles.retry} onClick={onRetry}>
                {chatLabels.retry}
              </button>
            </>
          )}
        </div>
      )}
    </section>,
    document.body,
  )
}
