'use client'

import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react'
import { usePathname } from '@/i18n/navigation'
import { memberPopups } from '@/lib/client/member'
import type { Announcement } from '@/lib/types'
import { useAuthDialogOpen } from '@/lib/ui/auth-events'
import { useHydrated } from '@/lib/ui/use-hydrated'

// Pop-up announcements open only in the browser, only on the home page, and only when there are some, so
// their code is fetched then instead of with every page. (The layout stays mounted across navigations:
// arriving at home later still brings them.) They wait while a sign-in, registration or password change
// is under way in its dialog.
const AnnouncementPopups = lazy(() => import('@/components/modals/announcement-popups'))

type Props = ComponentProps<typeof AnnouncementPopups> & {
  // A signed-in account (with no password change pending) whose own pop-ups the browser asks for.
  memberPopups: boolean
}

export function PopupsSlot({ memberPopups, ...props }: Props) {
  const onHome = usePathname() === '/'
  const mounted = useHydrated()
  const signingIn = useAuthDialogOpen()
  const ready = mounted && onHome && !signingIn
  const own = useMemberPopups(ready && memberPopups)
  const popups = memberPopups ? own : props.popups
  if (!ready || popups.length === 0) return null
  return (
    <Suspense fallback={null}>
      <AnnouncementPopups {...props} popups={popups} />
    </Suspense>
  )
}

// The member's pop-ups, asked for each time they may show. What was loaded is dropped as soon as they may
// not (signed out, another sign-in under way), so nothing of one account reaches the next.
function useMemberPopups(active: boolean): Announcement[] {
  const [loaded, setLoaded] = useState<Announcement[]>([])
  useEffect(() => {
    if (!active) return
    let live = true
    memberPopups()
      .then((popups) => {
        if (live) setLoaded(popups)
      })
      .catch(() => {
        // No pop-ups this time.
      })
    return () => {
      live = false
      setLoaded([])
    }
  }, [active])
  return active ? loaded : []
}
