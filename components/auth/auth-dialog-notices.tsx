'use client'

import { createContext, use, type MouseEvent, type ReactNode } from 'react'
import { Modal } from '@/components/modals/modal'
import { fill } from '@/lib/ui/fill'
import type { AuthFlow } from '@/lib/ui/auth-events'
import styles from './auth.module.css'

// What the dialog host shows without the forms' download: the notices and a form's loading place.

// The open auth dialog, given by the dialog host to the notices the server renders inside it.
export const OpenAuthDialog = createContext<{
  dialog: AuthFlow | null
  onClose: () => void
  closeLabel: string
}>({ dialog: null, onClose: () => undefined, closeLabel: '' })

// An auth dialog without a form (the registration's success, the first-login welcome, the trial-account
// warning), open while the host's dialog is of its kind. It only informs, so confirming it, dismissing it
// and following one of its links all close it. Its title, texts and links come from the server
// (auth-notices.tsx); `before` stands in the footer before its button. The registration's success also
// names a new mobile account, the one thing only the browser knows, with `accountText` after its `lead`.
export function NoticeDialog({
  kind,
  title,
  button,
  before,
  lead,
  accountText,
  role,
  children,
}: {
  kind: 'register-success' | 'welcome' | 'trial-warning'
  title: string
  button: string
  before?: ReactNode
  lead?: ReactNode
  accountText?: string
  role?: 'alertdialog'
  children: ReactNode
}) {
  const { dialog, onClose, closeLabel } = use(OpenAuthDialog)
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose()
  }
  const account = dialog?.kind === 'register-success' && dialog.mobile ? dialog.account : null
  return (
    <Modal
      open={dialog?.kind === kind}
      onClose={onClose}
      onConfirm={onClose}
      closeLabel={closeLabel}
      title={title}
      role={role}
      footer={
        <>
          <span className={styles.contents} onClick={closeOnLink}>
            {before}
          </span>
          <button type="button" className={styles.primary} onClick={onClose}>
            {button}
          </button>
        </>
      }
    >
      <div className={styles.form} onClick={closeOnLink}>
        {lead}
        {account && accountText && <p className={styles.notice}>{fill(accountText, { account })}</p>}
        {children}
      </div>
    </Modal>
  )
}

// In a form's place while what it needs downloads (the dialog's form, the tenant's registration rules):
// the outline of a form, announced as loading; when the download failed, why, and a button to try again.
export function FormLoading({
  failed,
  onRetry,
  texts,
  rows = 3,
}: {
  failed: boolean
  onRetry: () => void
  texts: { loading: string; failed: string; retry: string }
  rows?: number
}) {
  if (failed) {
    return (
      <div className={styles.form}>
        <p role="alert" className={styles.notice}>
          {texts.failed}
        </p>
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    )
  }
  return (
    <div className={styles.form} role="status" aria-live="polite" aria-busy="true" data-auth-loading="">
      <span className="visually-hidden">{texts.loading}</span>
      {Array.from({ length: rows }, (_, n) => (
        <div key={n} className={styles.skeleton} />
      ))}
    </div>
  )
}
