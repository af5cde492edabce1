// Whether the player is in the middle of something a pop-up would interrupt: a dialog, an open menu,
// list or panel, or a field they are typing in. Pop-ups wait for none of these to be the case.
import { anyModalOpen, MODALS_CLOSED_EVENT } from './modal'

// Open things that are not dialogs: a menu or list opened from its button, and panels that mark
// themselves open (the live chat while it is not minimised).
const OPEN = '[aria-haspopup][aria-expanded="true"], [role="menu"], [role="listbox"], [data-open-panel]'
const TYPING = 'input, textarea, select, [contenteditable="true"], [contenteditable=""]'

export function pageBusy(doc: Document = document): boolean {
  if (anyModalOpen() || doc.querySelector('dialog[open]')) return true
  if (doc.querySelector(OPEN)) return true
  const focused = doc.activeElement
  if (!focused || focused === doc.body) return false
  return focused.matches(TYPING) || focused.closest(OPEN) !== null
}

// What may end a busy state: focus moving, a click or key, a dialog closing.
const SETTLING_EVENTS = ['focusin', 'focusout', 'click', 'keyup', MODALS_CLOSED_EVENT] as const

// Calls `ready` once nothing is open or focused, now or after the player's next step that leaves the page
// idle (checked once the step's own updates have rendered). Returns the cancel.
export function whenPageIdle(ready: () => void, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer)
    for (const name of SETTLING_EVENTS) win.removeEventListener(name, check, true)
  }
  function check() {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      if (pageBusy(win.document)) return
      stop()
      ready()
    }, 0)
  }
  if (!pageBusy(win.document)) {
    ready()
    return () => undefined
  }
  for (const name of SETTLING_EVENTS) win.addEventListener(name, check, true)
  return stop
}
