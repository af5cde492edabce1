'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { Modal } from '@/components/modals/modal'
import { Link } from '@/i18n/navigation'
import { onAuthFlow, type AuthFlow } from '@/lib/auth/flow-events'
import type { FirebaseWebConfig } from '@/lib/firebase/config'
import { onAuthDialog } from '@/lib/ui/auth-events'
import { ChangePasswordForm } from './change-password-form'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'
import { SignOutDialog, signOut } from './sign-out'
import styles from './auth.module.css'

export type AuthFeatures = { smsLogin: boolean; register: boolean }

// The one place the auth dialogs live: login, registration and its success, change and forgotten
// password, the first-login welcome, the trial-account warning and the sign-out question. Islands ask
// for them with openAuthDialog() (lib/ui/auth-events) and the auth forms hand over with emitAuthFlow().
export function AuthDialogHost({
  features,
  firebase,
  mustChangePassword,
}: {
  features: AuthFeatures
  firebase: FirebaseWebConfig | null
  // A session whose default or expired password has not been changed yet (after a reload).
  mustChangePassword: boolean
}) {
  const a = useTranslations('Auth')
  const login = useTranslations('Login')
  const register = useTranslations('Register')
  const password = useTranslations('Password')
  const trial = useTranslations('Trial')
  const locale = useLocale()
  const [dialog, setDialog] = useState<AuthFlow | null>(
    mustChangePassword ? { kind: 'change-password', forced: true } : null,
  )

  useEffect(() => {
    const offDialog = onAuthDialog((kind) => {
      if (kind === 'register' && !features.register) setDialog({ kind: 'login' })
      else setDialog({ kind })
    })
    const offFlow = onAuthFlow(setDialog)
    return () => {
      offDialog()
      offFlow()
    }
  }, [features.register])

  const close = () => setDialog(null)
  const kind = dialog?.kind ?? null

  return (
    <>
      <Modal open={kind === 'login'} onClose={close} title={login('title')} closeLabel={a('close')}>
        {dialog?.kind === 'login' && (
          <LoginForm
            smsLogin={features.smsLogin}
            notice={dialog.notice}
            initialUsername={dialog.username}
            onSignedIn={close}
            onForgot={() => setDialog({ kind: 'forgot-password' })}
            onRegister={features.register ? () => setDialog({ kind: 'register' }) : undefined}
          />
        )}
      </Modal>

      <Modal
        open={kind === 'register'}
        onClose={close}
        title={register('title')}
        closeLabel={a('close')}
        width={440}
      >
        {kind === 'register' && (
          <RegisterForm
            variant="modal"
            firebase={firebase}
            onRegistered={close}
            onSwitchToLogin={() => setDialog({ kind: 'login' })}
          />
        )}
      </Modal>

      <Modal
        open={kind === 'register-success'}
        onClose={close}
        onConfirm={close}
        title={register('successTitle')}
        closeLabel={a('close')}
        footer={<PrimaryButton onClick={close}>{register('startPlaying')}</PrimaryButton>}
      >
        {dialog?.kind === 'register-success' && (
          <div className={styles.form}>
            <p className={styles.success}>{register('successText')}</p>
            {dialog.mobile && dialog.account && (
              <p className={styles.notice}>{register('successAccount', { account: dialog.account })}</p>
            )}
            <p>{register('successBonus')}</p>
            <PlayResponsibly onNavigate={close} />
          </div>
        )}
      </Modal>

      <Modal
        open={kind === 'welcome'}
        onClose={close}
        onConfirm={close}
        title={a('welcomeTitle')}
        closeLabel={a('close')}
        footer={<PrimaryButton onClick={close}>{a('continue')}</PrimaryButton>}
      >
        <div className={styles.form}>
          <p>{a('welcomeText')}</p>
          <PlayResponsibly onNavigate={close} />
        </div>
      </Modal>

      <Modal
        open={kind === 'change-password'}
        // A forced change cannot be skipped: leaving it signs out.
        onClose={() => {
          if (dialog?.kind === 'change-password' && dialog.forced)
            void signOut(locale, a('networkError')).catch(close)
          else close()
        }}
        title={password('changeTitle')}
        closeLabel={
          dialog?.kind === 'change-password' && dialog.forced ? password('leaveAndSignOut') : a('close')
        }
      >
        {dialog?.kind === 'change-password' && (
          <ChangePasswordForm forced={dialog.forced} knownPassword={dialog.oldPassword} onDone={close} />
        )}
      </Modal>

      <Modal
        open={kind === 'forgot-password'}
        onClose={close}
        title={password('forgotTitle')}
        closeLabel={a('close')}
      >
        {kind === 'forgot-password' && <ForgotPasswordForm onDone={close} />}
      </Modal>

      <Modal
        open={kind === 'trial-warning'}
        onClose={close}
        onConfirm={close}
        role="alertdialog"
        title={trial('title')}
        closeLabel={a('close')}
        footer={
          <>
            {features.register && (
              <Link href="/register" className={styles.secondary} onClick={close}>
                {trial('createAccount')}
              </Link>
            )}
            <PrimaryButton onClick={close}>{trial('in_increase_submit')}</PrimaryButton>
          </>
        }
      >
        <p>{trial('in_need_true_account')}</p>
      </Modal>

      <SignOutDialog open={kind === 'sign-out'} onCancel={close} />
    </>
  )
}

// The way to the responsible-gaming page, under every welcome; following it closes the dialog.
function PlayResponsibly({ onNavigate }: { onNavigate: () => void }) {
  const a = useTranslations('Auth')
  return (
    <p className={styles.hint}>
      {a.rich('playResponsibly', {
        link: (chunks) => (
          <Link href="/responsible-gaming" onClick={onNavigate}>
            {chunks}
          </Link>
        ),
      })}
    </p>
  )
}

function PrimaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.primary} onClick={onClick}>
      {children}
    </button>
  )
}
