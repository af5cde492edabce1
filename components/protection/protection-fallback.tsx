'use client'

import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { PROTECTION_KEY } from '@/lib/client/protection'
import type { ProtectionState } from '@/lib/protection/types'

// The protection state the server read, as the first answer of every protection read below it (the
// deposit page's allowance and the refusal that names it), so none waits for its own first fetch.
export function ProtectionFallback({
  initial,
  children,
}: {
  initial: ProtectionState | undefined
  children: ReactNode
}) {
  return <SWRConfig value={{ fallback: initial ? { [PROTECTION_KEY]: initial } : {} }}>{children}</SWRConfig>
}
