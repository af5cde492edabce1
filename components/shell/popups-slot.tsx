'use client'

import { lazy, Suspense, type ComponentProps } from 'react'
import { usePathname } from '@/i18n/navigation'
import { useHydrated } from '@/lib/ui/use-hydrated'

// Pop-up announcements open only in the browser, only on the home page, and only when there are some, so
// their code is fetched then instead of with every page. (The layout stays mounted across navigations:
// arriving at home later still brings them.)
const AnnouncementPopups = lazy(() => import('@/components/modals/announcement-popups'))

export function PopupsSlot(props: ComponentProps<typeof AnnouncementPopups>) {
  const onHome = usePathname() === '/'
  const mounted = useHydrated()
  if (!mounted || !onHome || props.popups.length === 0) return null
  return (
    <Suspense fallback={null}>
      <AnnouncementPopups {...props} />
    </Suspense>
  )
}
