'use client'

import { useState } from 'react'
import { createPortal } from 'react-dom'
import type { Messages } from 'next-intl'
import { Icon } from './icon'
import styles from './chat-panel.module.css'

// The live chat beside the page: it can shrink to its title bar or grow, and the page stays usable. It is
// rendered at the end of the body: inside the sticky side menu's stacking context, a fixed panel would sit
// under the banner and the game tiles whatever its z-index.
export default function ChatPanel({
  url,
  labels,
  onClose,
}: {
  url: string
  labels: Messages['CustomerService']
  onClose: () => void
}) {
  const [size, setSize] = useState<'normal' | 'large' | 'min'>('normal')
  return createPortal(
    <section className={styles.panel} data-size={size} aria-label={labels.chatTitle}>
      <header className={styles.bar}>
        <h2 className={styles.title}>{labels.chatTitle}</h2>
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
            className={styles.button}
            onClick={() => setSize(size === 'large' ? 'normal' : 'large')}
          >
            {size === 'large' ? labels.chatShrink : labels.chatEnlarge}
          </button>
        )}
        <button type="button" className={styles.icon} onClick={onClose} aria-label={labels.chatClose}>
          <Icon name="close" />
        </button>
      </header>
      <iframe className={styles.frame} src={url} title={labels.chatTitle} hidden={size === 'min'} />
    </section>,
    document.body,
  )
}
