'use client'

import { useTranslations } from 'next-intl'
import { QuestionDialog } from './question-dialog'

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
