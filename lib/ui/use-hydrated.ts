'use client'

import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}
const inBrowser = () => true
const onServer = () => false

// False while the server renders and during hydration, true once this page's scripts run. Forms keep
// their submit buttons disabled until then: submitted before, a form would go to the browser's default
// (a GET with every field, passwords included, in the address).
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, inBrowser, onServer)
}
