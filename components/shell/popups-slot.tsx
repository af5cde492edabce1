'use client'

import { lazy, Suspense, type ComponentProps } from 'react'
import { usePathname } from '@/i18n/navigation'
import { useAuthDialogOpen } from '@/lib/ui/auth-events'
import { useHydrated } from '@/lib/ui/use-hydrated'

// Pop-up announcements open only in the browser, only on the home page, and only when there are some, so
// their code is fetched then instead of with every page. (The layout stays mounted across navigations:
// arriving at home later still brings them.) They wait while a sign-in, registration or password change
// is under way in its dialog.
const AnnouncementPopups = lazy(() => import('@/components/modals/announcement-popups'))

export function PopupsSlot(props: ComponentProps<typeof AnnouncementPopups>) {
  const onHome = usePathname() === '/'
  const mounted = useHydrated()
  const signingIn = useAuthDialogOpen()
  if (!mounted || !onHome || signingIn || props.popups.length === 0) return null
  return (
    <Suspense fallback={null}>
      <AnnouncementPopups {...props} />
    </Suspense>
  )
}
