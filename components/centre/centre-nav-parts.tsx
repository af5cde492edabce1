'use client'

import { useEffect, type KeyboardEvent, type ReactNode } from 'react'
import { Link, usePathname } from '@/i18n/navigation'
import { UnreadBadge } from '@/components/member/unread-badge'
import { useCount, useUnreadCount } from '@/lib/swr/use-member-records'
import styles from './centre.module.css'

// The slug of the page on show, when it is one of the centre's.
function useActiveSlug(base: string): string | null {
  const pathname = usePathname()
  return pathname.startsWith(`${base}/`) ? (pathname.slice(base.length + 1).split('/')[0] ?? null) : null
}

// A year, in seconds: how long the centre remembers its last page.
const REMEMBER_SECONDS = 365 * 24 * 60 * 60

// The list's frame: arrow keys move between entries (Tab leaves), the page on show scrolls into reach of the
// list and, where the centre remembers its page (`rememberCookie`), is noted so its own address opens it
// next time.
export function CentreNavKeys({
  label,
  base,
  rememberCookie,
  children,
}: {
  label: string
  base: string
  rememberCookie: string | null
  children: ReactNode
}) {
  const active = useActiveSlug(base)

  useEffect(() => {
    if (!active) return
    if (rememberCookie) {
      const secure = location.protocol === 'https:' ? '; secure' : ''
      document.cookie = `${rememberCookie}=${encodeURIComponent(active)}; path=/; max-age=${REMEMBER_SECONDS}; samesite=lax${secure}`
    }
    document
      .querySelector<HTMLElement>(`[data-member-page="${CSS.escape(active)}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [active, rememberCookie])

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
      {children}
    </nav>
  )
}

// An entry of the list, marked when its page is on show.
export function CentreNavLink({ base, slug, children }: { base: string; slug: string; children: ReactNode }) {
  const active = useActiveSlug(base) === slug
  return (
    <Link
      href={`${base}/${slug}`}
      className={styles.navLink}
      data-member-page={slug}
      aria-current={active ? 'page' : undefined}
      scroll={false}
    >
      {children}
    </Link>
  )
}

// The count of unread platform messages beside their entry.
export function CentreUnread({ label }: { label: string }) {
  return <UnreadBadge count={useUnreadCount(true)} label={label} inline />
}

// The count a BFF route answers (`{count}`) beside an entry.
export function CentreCount({ route, label }: { route: string; label: string }) {
  return <UnreadBadge count={useCount(route)} label={label} inline />
}
