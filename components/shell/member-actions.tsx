'use client'

import type { Messages } from 'next-intl'
import type { SessionLabels } from '@/components/protection/session-position'
import { Link } from '@/i18n/navigation'
import { useUnreadCount } from '@/lib/swr/use-member-records'
import { AvatarMenu, type MenuItem } from './avatar-menu'
import { Balance } from './balance'
import { Icon } from './icon'
import styles from './site-header.module.css'

type Labels = Messages['Header']

// Logged-in header: deposit, withdraw, balance and the avatar menu (product spec §2, Header). Member and
// agent centre pages open under /member/<page> and /agent/<page>; a member who is no agent gets the
// operator's affiliate programme page instead (the AFFILIATELINK resource, spec §6), where there is one.
export function MemberActions({
  member,
  registerEnabled,
  labels,
  modalLabels,
  sessionLabels,
  localeTag,
  affiliateUrl,
}: {
  member: { nickname: string; isTrial: boolean; isAgent: boolean }
  // The affiliate programme's page (resource AFFILIATELINK), or null where the platform has none.
  affiliateUrl: string | null
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
        { href: '/member/securityCenter', label: labels.members, icon: 'user', avatar: true },
        { href: '/member/transactionHistory', label: labels.accountRecord, icon: 'record' },
        { href: '/member/personalHistoryCopy', label: labels.bettingRecord, icon: 'record' },
        ...(member.isAgent
          ? [{ href: '/agent/overview', label: labels.agent, icon: 'agent' as const }]
          : affiliateUrl
            ? [{ href: affiliateUrl, label: labels.affiliate, icon: 'agent' as const, external: true }]
            : []),
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
