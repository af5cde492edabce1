'use client'

import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { Modal } from '@/components/modals/modal'
import styles from './auth.module.css'

// A question or warning of a form on its way (a refused invitation code, a code that could not be sent):
// an alert dialog with its notice, a button that answers it and, when the question can be declined, one
// that closes it.
export function QuestionDialog({
  onConfirm,
  confirmLabel,
  cancelLabel,
  children,
  ...modal
}: {
  open: boolean
  onClose: () => void
  // Answering a question that only informs just closes it.
  onConfirm?: () => void
  title: string
  confirmLabel: string
  cancelLabel?: string
  children: ReactNode
}) {
  const a = useTranslations('Auth')
  const confirm = onConfirm ?? modal.onClose
  return (
    <Modal
      {...modal}
      onConfirm={confirm}
      closeLabel={a('close')}
      role="alertdialog"
      footer={
        <>
          {cancelLabel && (
            <button type="button" className={styles.secondary} onClick={modal.onClose}>
              {cancelLabel}
            </button>
          )}
          <button type="button" className={styles.primary} onClick={confirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className={styles.notice}>{children}</p>
    </Modal>
  )
}
