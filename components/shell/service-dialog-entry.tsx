'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { Messages } from 'next-intl'
import type { Announcement, DomainRoute } from '@/lib/types'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import { Icon, type IconName } from './icon'
import styles from './side-menu.module.css'

// The dialogs load only when opened, so they cost nothing on first load.
const AnnouncementModal = dynamic(() => import('@/components/modals/announcement-modal'), { ssr: false })
const SpeedTestModal = dynamic(() => import('./speed-test-modal'), { ssr: false })

type Dialog =
  | { kind: 'announcements'; notices: Announcement[]; labels: Messages['Announcements'] }
  | { kind: 'speed'; routes: DomainRoute[]; labels: Messages['CustomerService'] }

// An entry of the customer-service menu that opens one of its dialogs (the announcements, the speed test
// of the site's addresses); closing it goes back to the menu.
export function ServiceDialogEntry({
  text,
  closeLabel,
  dialog,
}: {
  text: string
  closeLabel: string
  dialog: Dialog
}) {
  const [open, setOpen] = useState(false)
  const close = { closeLabel, onClose: () => setOpen(false) }
  return (
    <li>
      <MenuDialogButton icon={dialog.kind} text={text} onOpen={() => setOpen(true)} />
      {open && dialog.kind === 'announcements' && (
        <AnnouncementModal notices={dialog.notices} labels={dialog.labels} {...close} />
      )}
      {open && dialog.kind === 'speed' && (
        <SpeedTestModal routes={dialog.routes} labels={dialog.labels} {...close} />
      )}
    </li>
  )
}

// A side-menu entry that opens a dialog; it takes no click until the page's scripts run.
export function MenuDialogButton({
  icon,
  text,
  onOpen,
}: {
  icon: IconName
  text: string
  onOpen: () => void
}) {
  const waiting = useWaitForScripts()
  return (
    <button type="button" className={styles.entry} aria-haspopup="dialog" onClick={onOpen} {...waiting}>
      <Icon name={icon} />
      <span className={styles.text}>{text}</span>
    </button>
  )
}
