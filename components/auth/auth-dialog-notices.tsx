'use client'

import type { ReactNode } from 'react'
import { Modal } from '@/components/modals/modal'
import { fill } from '@/lib/ui/fill'
import { Link } from '@/i18n/navigation'
import type { AuthFlow } from '@/lib/ui/auth-events'
import type { AuthFeatures, AuthMessages } from './auth-dialog-forms'
import styles from './auth.module.css'

// The auth dialogs without a form: the registration's success, the first-login welcome and the
// trial-account warning. They use the plain texts the layout passes, so they open without a download.
export function AuthNoticeDialogs({
  dialog,
  messages,
  features,
  onClose: close,
}: {
  dialog: AuthFlow | null
  messages: AuthMessages
  features: AuthFeatures
  onClose: () => void
}) {
  const { Auth: a, Register: register, Trial: trial } = messages
  const kind = dialog?.kind ?? null
  // A notice only informs: confirming it and dismissing it both just close it.
  const closing = { onClose: close, onConfirm: close, closeLabel: a.close }
  return (
    <>
      <Modal
        open={kind === 'register-success'}
        {...closing}
        title={register.successTitle}
        footer={<PrimaryButton onClick={close}>{register.startPlaying}</PrimaryButton>}
      >
        {dialog?.kind === 'register-success' && (
          <div className={styles.form}>
            <p className={styles.success}>{register.successText}</p>
            {dialog.mobile && dialog.account && (
              <p className={styles.notice}>{fill(register.successAccount, { account: dialog.account })}</p>
            )}
            <p>{register.successBonus}</p>
            <p>
              <Link href="/member/playerProtection#limits-deposit" onClick={close}>
                {register.successLimit}
              </Link>
            </p>
            <PlayResponsibly text={a.playResponsibly} onNavigate={close} />
          </div>
        )}
      </Modal>

      <Modal
        open={kind === 'welcome'}
        {...closing}
        title={a.welcomeTitle}
        footer={<PrimaryButton onClick={close}>{a.continue}</PrimaryButton>}
      >
        <div className={styles.form}>
          <p>{a.welcomeText}</p>
          <PlayResponsibly text={a.playResponsibly} onNavigate={close} />
        </div>
      </Modal>

      <Modal
        open={kind === 'trial-warning'}
        {...closing}
        role="alertdialog"
        title={trial.title}
        footer={
          <>
            {features.register && (
              <Link href="/register" className={styles.secondary} onClick={close}>
                {trial.createAccount}
              </Link>
            )}
            <PrimaryButton onClick={close}>{trial.in_increase_submit}</PrimaryButton>
          </>
        }
      >
        <p>{trial.in_need_true_account}</p>
      </Modal>
    </>
  )
}

// The way to the responsible-gaming page, under every welcome; following it closes the dialog. The text
// marks the link as <link>…</link>.
function PlayResponsibly({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  const match = /^([\s\S]*?)<link>([\s\S]*?)<\/link>([\s\S]*)$/.exec(text)
  return (
    <p className={styles.hint}>
      {match ? (
        <>
          {match[1]}
          <Link href="/responsible-gaming" onClick={onNavigate}>
            {match[2]}
          </Link>
          {match[3]}
        </>
      ) : (
        text
      )}
    </p>
  )
}

export function PrimaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.primary} onClick={onClick}>
      {children}
    </button>
  )
}
