'use client'

import { useState } from 'react'
import { isApiError } from '@/lib/api-client'

// One button's request: busy while it runs, and its refusal (the BFF's message, or `failed` when the
// network gave none) to show beside it. An action that leaves the page (`leaves`) stays busy on success,
// so the button cannot be pressed again while the browser navigates.
export function useBusyAction(failed: string, { leaves = false }: { leaves?: boolean } = {}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await action()
      if (!leaves) setBusy(false)
    } catch (e) {
      setError(isApiError(e) ? e.message : failed)
      setBusy(false)
    }
  }

  return { busy, error, run, clearError: () => setError(null) }
}
