import type { Messages } from 'next-intl'
import type { ChatDesk } from '@/lib/shell/service-links'
import type { Announcement, DomainRoute, ServiceLink } from '@/lib/types'
import { ChatEntry, type ChatAccess } from './chat-entry'
import { MenuEntry } from './menu-entry'
import { ChatHeadingSlot, MessagesEntrySlot } from './member-slots'
import { ServiceDialogEntry } from './service-dialog-entry'
import { ServiceLinkEntry } from './service-link-entry'
import styles from './side-menu.module.css'

type Labels = Messages['CustomerService']

// The side menu's customer service: the operator's addresses, the live chat, a member's messages (only
// rendered, and so only loaded, for members), the announcements, help, feedback and the speed test.
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
  // A VIP member's room queues at the VIP desk, and says so (the room is the same chat).
  const deskLabels =
    chatDesk === 'VIP'
      ? { ...labels, chatOpen: labels.vipOpen, chatClose: labels.vipClose, chatTitle: labels.vipTitle }
      : labels
  return (
    <section className={styles.section} aria-labelledby="menu-service">
      <h2 id="menu-service" className={styles.heading}>
        {labels.title}
        {chat === 'member' && <ChatHeadingSlot label={chatLabels.unread} />}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <ServiceLinkEntry key={`${link.kind}-${link.url}`} link={link} fallbackTitle={labels.service} />
        ))}
        {chat && <ChatEntry access={chat} labels={deskLabels} chatLabels={chatLabels} />}
        {signedIn && (
          <li>
            <MessagesEntrySlot label={labels.messages} unreadLabel={labels.unreadMessages} />
          </li>
        )}
        <ServiceDialogEntry
          text={labels.announcements}
          closeLabel={modalLabels.close}
          dialog={{ kind: 'announcements', notices, labels: announcementLabels }}
        />
        <MenuEntry href="/help" icon="help" text={labels.help} />
        {feedback && <MenuEntry href="/member/feedback" icon="messages" text={labels.feedback} />}
        {domainRoutes.length > 0 && (
          <ServiceDialogEntry
            text={labels.speedTest}
            closeLabel={modalLabels.close}
            dialog={{ kind: 'speed', routes: domainRoutes, labels }}
          />
        )}
      </ul>
    </section>
  )
}
