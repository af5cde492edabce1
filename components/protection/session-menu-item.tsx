import { Icon } from '@/components/shell/icon'
import { SessionPositionSlot } from '@/components/shell/member-slots'
import { Link } from '@/i18n/navigation'
import type { SessionLabels } from './session-position'
import { PROTECTION_PAGE } from './deposit-allowance'

// The account menu's entry above signing out: the session clock and net position (loaded with the member's
// parts, member-slots.tsx), leading to the protection tools.
export function SessionMenuItem({
  labels,
  localeTag,
  className,
}: {
  labels: SessionLabels
  localeTag: string
  className?: string
}) {
  return (
    <li role="none">
      <Link href={PROTECTION_PAGE} role="menuitem" className={className}>
        <Icon name="shield" size={18} />
        <SessionPositionSlot labels={labels} localeTag={localeTag} />
      </Link>
    </li>
  )
}
