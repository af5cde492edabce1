'use client'

import { useEffect, useState } from 'react'
import { loadAuthDialogs } from './auth-dialog-loader'

// The forms module of the auth dialogs, fetched the first time one of them needs it.
type FormsModule = Awaited<ReturnType<typeof loadAuthDialogs>>

// The forms are downloaded the first time a dialog that needs them opens; until then (and again after a
// failed download) the dialog shows a loading state or a retry button in its place.
export function useForms(needed: boolean) {
  const [forms, setForms] = useState<FormsModule | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!needed || forms) return
    let live = true
    loadAuthDialogs().then(
      (loaded) => {
        if (live) setForms(loaded)
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [needed, forms, attempt])
  return {
    forms,
    failed: failed && !forms,
    retry: () => {
      setFailed(false)
      setAttempt((n) => n + 1)
    },
  }
}
