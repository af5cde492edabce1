import { Icon, type IconName } from '@/components/shell/icon'
import { CentreCount, CentreNavKeys, CentreNavLink, CentreUnread } from './centre-nav-parts'

// `unread`: the entry shows the count of unread platform messages; `count`: the count a BFF route answers
// (`route`), read out with `label` ("{count} missions to claim").
export type CentreNavItem = {
  slug: string
  label: string
  icon: IconName
  unread?: boolean
  count?: { route: string; label: string }
}

// A centre's page list, rendered here; the marks of the page on show, the arrow keys and the counts are the
// small parts that run in the browser (centre-nav-parts.tsx).
export function CentreNav({
  label,
  unreadLabel,
  items,
  base,
  rememberCookie,
}: {
  label: string
  // "{count} unread", beside the entry marked `unread`.
  unreadLabel: string
  items: CentreNavItem[]
  // Where the pages live.
  base: string
  // The cookie that keeps the page on show, where the centre's own address opens the last page.
  rememberCookie: string | null
}) {
  return (
    <CentreNavKeys label={label} base={base} rememberCookie={rememberCookie}>
      <ul>
        {items.map((item) => (
          <li key={item.slug}>
            <CentreNavLink base={base} slug={item.slug}>
              <Icon name={item.icon} size={18} />
              <span>{item.label}</span>
              {item.unread && <CentreUnread label={unreadLabel} />}
              {item.count && <CentreCount {...item.count} />}
            </CentreNavLink>
          </li>
        ))}
      </ul>
    </CentreNavKeys>
  )
}
