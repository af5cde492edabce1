'use client'

import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'

// What the server already read, as the first answer of the SWR reads below it (by their keys), so none of
// them waits for its own first fetch.
export function SwrFallback({
  fallback,
  children,
}: {
  fallback: Record<string, unknown>
  children: ReactNode
}) {
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>
}
