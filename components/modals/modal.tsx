'use client'

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import styles from './modal.module.css'

export type ModalProps = {
  open: boolean
  // Called on Escape, a click on the backdrop or the close button.
  onClose: () => void
  title: ReactNode
  // Translated name of the close button.
  closeLabel: string
  children: ReactNode
  // Called when Enter is pressed inside the dialog (outside text areas, buttons and links).
  onConfirm?: () => void
  // Buttons under the content.
  footer?: ReactNode
  // Dialog width in CSS pixels on wide screens; narrow screens always get the full width.
  width?: number
  // 'alertdialog' for confirmations that interrupt the player.
  role?: 'dialog' | 'alertdialog'
  className?: string
  // false for a dialog that must be completed (its footer offers the only way out): Escape, the backdrop
  // and the close button do nothing, and there is no close button.
  dismissible?: boolean
}

let lockCount = 0
let savedScroll = 0
let savedPath = ''

// Fired on window when the last open modal closes, for anything waiting its turn (queued pop-ups).
export const MODALS_CLOSED_EVENT = 'portal:modals-closed'

export function anyModalOpen(): boolean {
  return lockCount > 0
}

// The page underneath stays where it was: it is pinned while any modal is open and scrolled back after,
// unless the dialog's action went to another page (registering lands on home), which opens at its top.
function lockScroll() {
  if (lockCount++ > 0) return
  savedScroll = window.scrollY
  savedPath = window.location.pathname
  const body = document.body.style
  body.position = 'fixed'
  body.top = `-${savedScroll}px`
  body.left = '0'
  body.right = '0'
  body.overflow = 'hidden'
}

function unlockScroll() {
  if (--lockCount > 0) return
  const body = document.body.style
  body.position = ''
  body.top = ''
  body.left = ''
  body.right = ''
  body.overflow = ''
  window.scrollTo(0, window.location.pathname === savedPath ? savedScroll : 0)
  window.dispatchEvent(new Event(MODALS_CLOSED_EVENT))
}

// The one dialog of the Portal. A native <dialog> opened with showModal(): the rest of the page is inert,
// so focus cannot leave it, and focus goes back to whatever opened it when it closes.
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
  onConfirm,
  footer,
  width = 400,
  role = 'dialog',
  className,
  dismissible = true,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const onCloseRef = useRef(dismissible ? onClose : null)
  const titleId = useId()

  useEffect(() => {
    onCloseRef.current = dismissible ? onClose : null
  }, [onClose, dismissible])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    lockScroll()
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      unlockScroll()
      const back = opener.current
      if (back && back.isConnected) back.focus({ preventScroll: true })
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Escape fires `cancel`; the parent decides whether the dialog really closes.
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current?.()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => dialog.removeEventListener('cancel', onCancel)
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open || dismissible) return
    // The browser closes a dialog on a second Escape whose `cancel` it no longer lets a page refuse; a
    // refused key press is no close request at all, and a dialog closed anyway opens again.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault()
    }
    const onClosed = () => {
      if (dialog.isConnected && !dialog.open) dialog.showModal()
    }
    document.addEventListener('keydown', onKey, true)
    dialog.addEventListener('close', onClosed)
    return () => {
      document.removeEventListener('keydown', onKey, true)
      dialog.removeEventListener('close', onClosed)
    }
  }, [open, dismissible])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Enter' || !onConfirm || event.nativeEvent.isComposing) return
    const target = event.target as HTMLElement
    if (target.closest('textarea, button, a, select, summary, [contenteditable="true"]')) return
    event.preventDefault()
    onConfirm()
  }

  if (!open) return null

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${className ?? ''}`}
      style={{ ['--modal-width' as string]: `${width}px` }}
      aria-labelledby={titleId}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its inner panel.
        if (event.target === event.currentTarget) onCloseRef.current?.()
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </dialog>
  )
}

// A yes/no question, for actions the player should confirm (signing out, leaving a game).
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  busy = false,
}: {
  open: boolean
  title: string
  message: ReactNode
  confirmLabel: string
  cancelLabel: string
  closeLabel: string
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
}) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={closeLabel}
      onConfirm={busy ? undefined : onConfirm}
      role="alertdialog"
      footer={
        <>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className={styles.message}>{message}</p>
    </Modal>
  )
}
