'use client'

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { Messages } from 'next-intl'
import { UnreadBadge } from '@/components/member/unread-badge'
import { ConfirmDialog } from '@/components/modals/modal'
import { defaultLocale } from '@/i18n/locales'
import { emitAuthFlow } from '@/lib/ui/auth-events'
import { logout } from '@/lib/client/auth'
import { useUnreadCount } from '@/lib/swr/use-member-records'
import { useBusyAction } from '@/lib/ui/use-busy-action'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import { Icon } from './icon'
import { MemberAvatar } from './member-avatar'
import { MemberName } from './member-name'
import styles from './site-header.module.css'

type Labels = Messages['Header']

// The avatar button and its account menu: the entries rendered on the server (`children`: the member's
// pages, the session's clock and net position), then signing out (asked first). Picking an entry closes
// the menu.
export function AvatarMenu({
  nickname,
  countUnread,
  labels,
  modalLabels,
  children,
}: {
  nickname: string
  // Whether the account has platform messages to count (a trial account has none).
  countUnread: boolean
  labels: Labels
  modalLabels: Messages['Modal']
  children: ReactNode
}) {
  const unread = useUnreadCount(countUnread)
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const { busy, error, run, clearError } = useBusyAction(labels.signOutFailed, { leaves: true })
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLUListElement>(null)
  const waiting = useWaitForScripts()

  useEffect(() => {
    if (!open) return
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const index = entries.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      event.preventDefault()
      entries[(to + entries.length) % entries.length]?.focus()
    }
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(entries.length - 1)
    else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') {
        event.preventDefault()
        button.current?.focus()
      }
      setOpen(false)
    }
  }

  const signOut = () =>
    run(async () => {
      await logout(labels.signOutFailed)
      // A full load of the home page, so nothing of the member survives in memory.
      const locale = document.documentElement.lang
      window.location.replace(!locale || locale === defaultLocale ? '/' : `/${locale}`)
    })

  return (
    <div className={styles.avatar}>
      <button
        ref={button}
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="account-menu"
        {...waiting}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
          }
        }}
      >
        <MemberAvatar size={28} />
        <MemberName name={nickname} className={styles.nickname} />
        <span className="visually-hidden">{labels.accountMenu}</span>
        <UnreadBadge count={unread} label={labels.unreadMessages} />
      </button>
      {open && (
        <ul
          id="account-menu"
          ref={menu}
          role="menu"
          aria-label={labels.accountMenu}
          className={styles.menu}
          onKeyDown={onMenuKey}
          onClick={(event) => {
            if ((event.target as Element).closest('a[role="menuitem"]')) setOpen(false)
          }}
        >
          {children}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => {
                setOpen(false)
                // The auth dialog host asks the question when it is mounted; otherwise this menu does.
                if (!emitAuthFlow({ kind: 'sign-out' })) setConfirming(true)
              }}
            >
              <Icon name="logout" size={18} />
              {labels.signOut}
            </button>
          </li>
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title={labels.signOutTitle}
        message={error ?? labels.signOutQuestion}
        confirmLabel={labels.signOut}
        cancelLabel={labels.cancel}
        closeLabel={modalLabels.close}
        busy={busy}
        onConfirm={() => void signOut()}
        onCancel={() => {
          setConfirming(false)
          clearError()
        }}
      />
    </div>
  )
}
