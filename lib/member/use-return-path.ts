'use client'

import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import { RETURN_PATH_KEY, isMemberCentrePath } from './return-path'

// Remembers the page the member is on (outside the member centre), so closing the centre returns there.
export function useReturnPath() {
  const pathname = usePathname()
  useEffect(() => {
    if (isMemberCentrePath(pathname)) return
    try {
      sessionStorage.setItem(RETURN_PATH_KEY, `${pathname}${window.location.search}`)
    } catch {
      // Storage refused: closing the centre goes home.
    }
  }, [pathname])
}
