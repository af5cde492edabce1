'use client'

import { useEffect, type KeyboardEvent } from 'react'
import { Link, usePathname } from '@/i18n/navigation'
import { Icon, type IconName } from '@/components/shell/icon'
import { UnreadBadge } from '@/components/member/unread-badge'
import { useCount, useUnreadCount } from '@/lib/swr/use-member-records'
import styles from './centre.module.css'

// `unread`: the entry shows the count of unread platform messages; `count`: the count a BFF route answers
// (`route`), read out with `label` ("{count} missions to claim").
export type CentreNavItem = {
  slug: string
  label: string
  icon: IconName
  unread?: boolean
  count?: { route: string; label: string }
}

// A centre's page list: the active page marked, arrow keys move between entries (Tab leaves), and the
// page on show is remembered so the centre's own address opens it next time.
export function CentreNav({
  label,
  unreadLabel,
  items,
  base,
  rememberKey,
}: {
  label: string
  // "{count} unread", beside the entry marked `unread`.
  unreadLabel: string
  items: CentreNavItem[]
  // Where the pages live and where the page on show is remembered.
  base: string
  rememberKey: string
}) {
  const pathname = usePathname()
  const unread = useUnreadCount(items.some((item) => item.unread))
  const active = items.find((item) => pathname === `${base}/${item.slug}`)?.slug ?? null

  useEffect(() => {
    if (!active) return
    try {
      localStorage.setItem(rememberKey, active)
    } catch {
      // Storage refused: the centre opens its default page.
    }
    document
      .querySelector<HTMLElement>(`[data-member-page="${active}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [active, rememberKey])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a[data-member-page]')]
    const index = links.indexOf(document.activeElement as HTMLElement)
    if (index < 0) return
    const keys: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: links.length - 1,
    }
    const to = keys[event.key]
    if (to === undefined) return
    event.preventDefault()
    links[(to + links.length) % links.length]?.focus()
  }

  return (
    <nav aria-label={label} className={styles.nav} onKeyDown={onKeyDown}>
      <ul>
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              href={`${base}/${item.slug}`}
              className={styles.navLink}
              data-member-page={item.slug}
              aria-current={item.slug === active ? 'page' : undefined}
              scroll={false}
            >
              <Icon name={item.icon} size={18} />
              <span>{item.label}</span>
              {item.unread && <UnreadBadge count={unread} label={unreadLabel} inline />}
              {item.count && <CountBadge {...item.count} />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function CountBadge({ route, label }: { route: string; label: string }) {
  return <UnreadBadge count={useCount(route)} label={label} inline />
}
