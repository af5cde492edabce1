'use client'

// One shared import of the auth dialogs' forms: the dialog host renders them lazily, and the header's
// login and register links start the download as soon as a player points at or focuses one of them.
let loading: Promise<typeof import('./auth-dialog-forms')> | null = null

export function loadAuthDialogs(): Promise<typeof import('./auth-dialog-forms')> {
  loading ??= import('./auth-dialog-forms').catch((error: unknown) => {
    // A failed download (offline for a moment) is tried again at the next request.
    loading = null
    throw error
  })
  return loading
}

export function preloadAuthDialogs(): void {
  void loadAuthDialogs().catch(() => undefined)
}
