'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { Messages } from 'next-intl'
import type { ChatDesk } from '@/lib/shell/service-links'
import type { Announcement, DomainRoute, ServiceLink } from '@/lib/types'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import { ChatEntry, ChatHeadingBadge, type ChatAccess } from './chat-entry'
import { Icon, type IconName } from './icon'
import { MenuEntry } from './menu-entry'
import styles from './side-menu.module.css'

// The dialogs load only when opened, so they cost nothing on first load.
const AnnouncementModal = dynamic(() => import('@/components/modals/announcement-modal'), { ssr: false })
const SpeedTestModal = dynamic(() => import('./speed-test-modal'), { ssr: false })
// Members only, rendered on the server for them; a visitor's page never loads it.
const MessagesEntry = dynamic(() => import('./messages-entry'))

type Labels = Messages['CustomerService']
type Open = 'announcements' | 'speed' | null

// The customer-service window size the product uses (product spec §2, "Other").
const SERVICE_WINDOW = 'width=440,height=500'

// An entry that opens one of the menu's dialogs.
function DialogEntry({ icon, text, onOpen }: { icon: IconName; text: string; onOpen: () => void }) {
  const waiting = useWaitForScripts()
  return (
    <li>
      <button type="button" className={styles.entry} aria-haspopup="dialog" onClick={onOpen} {...waiting}>
        <Icon name={icon} />
        <span className={styles.text}>{text}</span>
      </button>
    </li>
  )
}

export function ServiceMenu({
  links,
  chat,
  chatDesk,
  feedback,
  signedIn,
  notices,
  domainRoutes,
  labels,
  chatLabels,
  announcementLabels,
  modalLabels,
}: {
  links: ServiceLink[]
  // null: no live chat here (switched off, or a password change pending).
  chat: ChatAccess | null
  chatDesk: ChatDesk
  feedback: boolean
  signedIn: boolean
  notices: Announcement[]
  domainRoutes: DomainRoute[]
  labels: Labels
  chatLabels: Messages['LiveChat']
  announcementLabels: Messages['Announcements']
  modalLabels: Messages['Modal']
}) {
  const [open, setOpen] = useState<Open>(null)
  // The menu's dialogs close the same way, back to the menu.
  const dialog = { closeLabel: modalLabels.close, onClose: () => setOpen(null) }

  return (
    <section className={styles.section} aria-labelledby="menu-service">
      <h2 id="menu-service" className={styles.heading}>
        {labels.title}
        {chat === 'member' && <ChatHeadingBadge label={chatLabels.unread} />}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={`${link.kind}-${link.url}`}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.entry}
              onClick={(event) => {
                // A small window beside the game, as players expect; a normal tab when pop-ups are blocked.
                const win = window.open(link.url, `service-${link.kind}`, SERVICE_WINDOW)
                if (!win) return
                win.opener = null
                event.preventDefault()
              }}
            >
              <Icon name="support" />
              <span className={styles.text}>{link.title || labels.service}</span>
            </a>
          </li>
        ))}
        {chat && <ChatEntry access={chat} desk={chatDesk} labels={labels} chatLabels={chatLabels} />}
        {signedIn && (
          <li>
            <MessagesEntry label={labels.messages} unreadLabel={labels.unreadMessages} />
          </li>
        )}
        <DialogEntry
          icon="announcements"
          text={labels.announcements}
          onOpen={() => setOpen('announcements')}
        />
        <MenuEntry href="/help" icon="help" text={labels.help} />
        {feedback && <MenuEntry href="/member/feedback" icon="messages" text={labels.feedback} />}
        {domainRoutes.length > 0 && (
          <DialogEntry icon="speed" text={labels.speedTest} onOpen={() => setOpen('speed')} />
        )}
      </ul>
      {open === 'announcements' && (
        <AnnouncementModal notices={notices} labels={announcementLabels} {...dialog} />
      )}
      {open === 'speed' && <SpeedTestModal routes={domainRoutes} labels={labels} {...dialog} />}
    </section>
  )
}
