'use client'

import type { ServiceLink } from '@/lib/types'
import { Icon } from './icon'
import styles from './side-menu.module.css'

// The customer-service window size the product uses (product spec §2, "Other").
const SERVICE_WINDOW = 'width=440,height=500'

// A customer-service address of the operator: a small window beside the game, as players expect; a
// normal tab when pop-ups are blocked (or before the page's script runs).
export function ServiceLinkEntry({ link, fallbackTitle }: { link: ServiceLink; fallbackTitle: string }) {
  return (
    <li>
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.entry}
        onClick={(event) => {
          const win = window.open(link.url, `service-${link.kind}`, SERVICE_WINDOW)
          if (!win) return
          win.opener = null
          event.preventDefault()
        }}
      >
        <Icon name="support" />
        <span className={styles.text}>{link.title || fallbackTitle}</span>
      </a>
    </li>
  )
}
