'use client'

import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import { TIME_ZONE_COOKIE } from '@/lib/member/time-zone'

// In place of a chart the server could not count in the member's days (the browser had not yet told its
// time zone, on the first page of a visit): once the page's script has written the zone, the page is
// rendered again on the server, once, and the chart appears.
export function ZoneRefresh() {
  const router = useRouter()
  useEffect(() => {
    if (document.cookie.split('; ').some((part) => part.startsWith(`${TIME_ZONE_COOKIE}=`))) router.refresh()
  }, [router])
  return null
}
