'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Messages } from 'next-intl'
import { UnreadBadge } from '@/components/member/unread-badge'
import { SessionMenuItem } from '@/components/protection/session-menu-item'
import type { SessionLabels } from '@/components/protection/session-position'
import { ConfirmDialog } from '@/components/modals/modal'
import { Link } from '@/i18n/navigation'
import { defaultLocale } from '@/i18n/locales'
import { emitAuthFlow } from '@/lib/ui/auth-events'
import { logout } from '@/lib/client/auth'
import { useBusyAction } from '@/lib/ui/use-busy-action'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import { useUnreadCount } from '@/lib/swr/use-member-records'
import { Balance } from './balance'
import { Icon, type IconName } from './icon'
import { MemberName } from './member-name'
import styles from './site-header.module.css'

type Labels = Messages['Header']

type MenuItem = { href: string; label: string; icon: IconName }

// Logged-in header: deposit, withdraw, balance and the avatar menu (product spec §2, Header). Member and
// agent centre pages open under /member/<page> and /agent/<page>.
export function MemberActions({
  member,
  registerEnabled,
  labels,
  modalLabels,
  sessionLabels,
  localeTag,
}: {
  member: { nickname: string; isTrial: boolean; isAgent: boolean }
  registerEnabled: boolean
  labels: Labels
  modalLabels: Messages['Modal']
  // The session clock and net position at the top of the account menu (player protection).
  sessionLabels: SessionLabels
  // The page language's number format, for the balance.
  localeTag: string
}) {
  const items: MenuItem[] = member.isTrial
    ? []
    : [
        { href: '/member/securityCenter', label: labels.members, icon: 'user' },
        { href: '/member/transactionHistory', label: labels.accountRecord, icon: 'record' },
        { href: '/member/personalHistoryCopy', label: labels.bettingRecord, icon: 'record' },
        ...(member.isAgent ? [{ href: '/agent/overview', label: labels.agent, icon: 'agent' as const }] : []),
      ]
  const unread = useUnreadCount(!member.isTrial)

  return (
    <div className={styles.member}>
      {member.isTrial ? (
        <>
          <span className={styles.badge}>{labels.trialBadge}</span>
          {registerEnabled && (
            <Link href="/register" className={styles.primary}>
              {labels.registerReal}
            </Link>
          )}
        </>
      ) : (
        <>
          <Link href="/member/depositv2" className={styles.primary}>
            <Icon name="deposit" size={18} />
            <span className={styles.label}>{labels.deposit}</span>
          </Link>
          <Link href="/member/withdraw" className={styles.secondary}>
            <Icon name="withdraw" size={18} />
            <span className={styles.label}>{labels.withdraw}</span>
          </Link>
        </>
      )}
      <Balance labels={labels} localeTag={localeTag} />
      <AvatarMenu
        nickname={member.nickname}
        items={items}
        unread={unread}
        labels={labels}
        modalLabels={modalLabels}
        session={member.isTrial ? null : { labels: sessionLabels, localeTag }}
      />
    </div>
  )
}

function AvatarMenu({
  nickname,
  items,
  unread,
  labels,
  modalLabels,
  session,
}: {
  nickname: string
  items: MenuItem[]
  unread: number
  labels: Labels
  modalLabels: Messages['Modal']
  session: { labels: SessionLabels; localeTag: string } | null
}) {
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
        <Icon name="user" />
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
        >
          {items.map((item) => (
            <li key={item.href} role="none">
              <Link
                href={item.href}
                role="menuitem"
                className={styles.menuItem}
                onClick={() => setOpen(false)}
              >
                <Icon name={item.icon} size={18} />
                {item.label}
              </Link>
            </li>
          ))}
          {session && (
            <SessionMenuItem {...session} className={styles.menuItem} onPick={() => setOpen(false)} />
          )}
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
