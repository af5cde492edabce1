'use client'

import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { Modal } from '@/components/modals/modal'
import styles from './auth.module.css'

// One question of the registration: an alert dialog with its notice and its own buttons.
function Question({
  children,
  ...modal
}: {
  open: boolean
  onClose: () => void
  onConfirm: () => void
  title: string
  footer: ReactNode
  children: ReactNode
}) {
  const a = useTranslations('Auth')
  return (
    <Modal {...modal} closeLabel={a('close')} role="alertdialog">
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
      <Question
        open={invitationError}
        onClose={onInvitationClosed}
        onConfirm={onInvitationClosed}
        title={t('invitationTitle')}
        footer={
          <button type="button" className={styles.primary} onClick={onInvitationClosed}>
            {a('confirm')}
          </button>
        }
      >
        {t('invitationCodeError')}
      </Question>
      <Question
        open={mobileTip !== null}
        onClose={onMobileTipClosed}
        onConfirm={proceed}
        title={t('mobileTipTitle')}
        footer={
          <>
            <button type="button" className={styles.secondary} onClick={onMobileTipClosed}>
              {a('cancel')}
            </button>
            <button type="button" className={styles.primary} onClick={proceed}>
              {a('continue')}
            </button>
          </>
        }
      >
        {t('mobileTip', { account: mobileTip ?? '' })}
      </Question>
    </>
  )
}
