'use client'

import { useTranslations } from 'next-intl'
import { Modal } from '@/components/modals/modal'
import styles from './auth.module.css'

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
      <Modal
        open={invitationError}
        onClose={onInvitationClosed}
        onConfirm={onInvitationClosed}
        title={t('invitationTitle')}
        closeLabel={a('close')}
        role="alertdialog"
        footer={
          <button type="button" className={styles.primary} onClick={onInvitationClosed}>
            {a('confirm')}
          </button>
        }
      >
        <p className={styles.notice}>{t('invitationCodeError')}</p>
      </Modal>
      <Modal
        open={mobileTip !== null}
        onClose={onMobileTipClosed}
        onConfirm={proceed}
        title={t('mobileTipTitle')}
        closeLabel={a('close')}
        role="alertdialog"
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
        <p className={styles.notice}>{t('mobileTip', { account: mobileTip ?? '' })}</p>
      </Modal>
    </>
  )
}
