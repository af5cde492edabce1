import type { Messages } from 'next-intl'
import { SessionMenuItem } from '@/components/protection/session-menu-item'
import type { SessionLabels } from '@/components/protection/session-position'
import { Link } from '@/i18n/navigation'
import { Icon, type IconName } from './icon'
import { AvatarMenuSlot, BalanceSlot, MemberAvatarSlot } from './member-slots'
import styles from './site-header.module.css'

type Labels = Messages['Header']

// `external`: a page of the platform's (the affiliate programme), opened in a new tab. `avatar`: the
// entry shows the member's avatar instead of its icon (my account).
type MenuItem = { href: string; label: string; icon: IconName; external?: boolean; avatar?: boolean }

// The account menu's pages, rendered here and shown by the menu when it opens (it closes when one is
// picked).
function MenuEntries({ items }: { items: MenuItem[] }) {
  return items.map((item) => (
    <li key={item.href} role="none">
      {item.external ? (
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          role="menuitem"
          className={styles.menuItem}
        >
          <Icon name={item.icon} size={18} />
          {item.label}
        </a>
      ) : (
        <Link href={item.href} role="menuitem" className={styles.menuItem}>
          {item.avatar ? <MemberAvatarSlot size={24} /> : <Icon name={item.icon} size={18} />}
          {item.label}
        </Link>
      )}
    </li>
  ))
}

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
      <BalanceSlot labels={labels} localeTag={localeTag} />
      <AvatarMenuSlot
        nickname={member.nickname}
        countUnread={!member.isTrial}
        labels={labels}
        modalLabels={modalLabels}
      >
        <MenuEntries items={items} />
        {!member.isTrial && (
          <SessionMenuItem labels={sessionLabels} localeTag={localeTag} className={styles.menuItem} />
        )}
      </AvatarMenuSlot>
    </div>
  )
}
