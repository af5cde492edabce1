'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
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

// The questions the registration asks on its way: the invitation code was refused, and (registering by
// mobile) a reminder that the number becomes the account name before it is sent.
export function RegisterDialogs({
  invitationError,
  onInvitationClosed,
  mobileTip,
  onMobileTipClosed,
  onContinue,
}: {
  invitationError: boolean
  onInvitationClosed: () => void
  // The account name a mobile registration will get, while the reminder is open.
  mobileTip: string | null
  onMobileTipClosed: () => void
  onContinue: () => void
}) {
  const t = useTranslations('Register')
  const a = useTranslations('Auth')
  const proceed = () => {
    onMobileTipClosed()
    onContinue()
  }
  return (
    <>
      <QuestionDialog
        open={invitationError}
        onClose={onInvitationClosed}
        title={t('invitationTitle')}
        confirmLabel={a('confirm')}
      >
        {t('invitationCodeError')}
      </QuestionDialog>
      <QuestionDialog
        open={mobileTip !== null}
        onClose={onMobileTipClosed}
        onConfirm={proceed}
        title={t('mobileTipTitle')}
        confirmLabel={a('continue')}
        cancelLabel={a('cancel')}
      >
        {t('mobileTip', { account: mobileTip ?? '' })}
      </QuestionDialog>
    </>
  )
}
