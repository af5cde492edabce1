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

// The attributes of a control that works only once the page's scripts run (a button that opens a dialog
// or a menu, or changes the page in place), spread onto it. Until then it is marked unavailable, so a
// screen reader says so, and takes no pointer (globals.css, [data-waiting]): a click on it before the
// page came alive is not silently lost, and tests wait for it as for any disabled control. Links need
// none of this, they work without scripts.
export type WaitingAttributes = { 'aria-disabled'?: true; 'data-waiting'?: '' }

export function useWaitForScripts(): WaitingAttributes {
  return useHydrated() ? {} : { 'aria-disabled': true, 'data-waiting': '' }
}
