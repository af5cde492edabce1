import type { ReactNode } from 'react'
import { SwrFallback } from '@/lib/swr/fallback'
import { PROTECTION_KEY, type ProtectionState } from '@/lib/protection/types'

// The protection state the server read, as the first answer of every protection read below it (the
// deposit page's allowance and the refusal that names it), so none waits for its own first fetch.
export function ProtectionFallback({
  initial,
  children,
}: {
  initial: ProtectionState | undefined
  children: ReactNode
}) {
  return <SwrFallback fallback={initial ? { [PROTECTION_KEY]: initial } : {}}>{children}</SwrFallback>
}
