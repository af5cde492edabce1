'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { Modal } from '@/components/modals/modal'
import { fill } from '@/lib/ui/fill'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { onAuthFlow, type AuthFlow } from '@/lib/auth/flow-events'
import type { FirebaseWebConfig } from '@/lib/firebase/config'
import { onAuthDialog } from '@/lib/ui/auth-events'
import type { AuthFeatures, AuthMessages } from './auth-dialog-forms'
import { loadAuthDialogs } from './auth-dialog-loader'
import styles from './auth.module.css'

export type { AuthFeatures, AuthMessages } from './auth-dialog-forms'

type FormsModule = Awaited<ReturnType<typeof loadAuthDialogs>>

// The forms are downloaded the first time a dialog that needs them opens; until then (and again after a
// failed download) the dialog shows a loading state or a retry button in its place.
function useForms(needed: boolean) {
  const [forms, setForms] = useState<FormsModule | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!needed || forms) return
    let live = true
    loadAuthDialogs().then(
      (loaded) => {
        if (live) setForms(loaded)
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [needed, forms, attempt])
  return {
    forms,
    failed: failed && !forms,
    retry: () => {
      setFailed(false)
      setAttempt((n) => n + 1)
    },
  }
}

// The one place the auth dialogs live: login, registration and its success, change and forgotten
// password, the first-login welcome, the trial-account warning and the sign-out question. Islands ask
// for them with openAuthDialog() (lib/ui/auth-events) and the auth forms hand over with emitAuthFlow().
// Titles and the simple dialogs use plain texts; the forms and their formatter load on first use.
export function AuthDialogHost({
  locale,
  messages,
  features,
  firebase,
  mustChangePassword,
}: {
  locale: Locale
  messages: AuthMessages
  features: AuthFeatures
  firebase: FirebaseWebConfig | null
  // A session whose default or expired password has not been changed yet (after a reload).
  mustChangePassword: boolean
}) {
  const { Auth: a, Login: login, Register: register, Password: password, Trial: trial } = messages
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
  const withForm =
    kind === 'login' ||
    kind === 'register' ||
    kind === 'change-password' ||
    kind === 'forgot-password' ||
    kind === 'sign-out'
  const { forms, failed, retry } = useForms(withForm)
  const forcedChange = dialog?.kind === 'change-password' && dialog.forced

  // The form of the open dialog, or its loading state.
  const form = (open: boolean) => {
    if (!open || !dialog) return null
    if (forms) {
      const Form = forms.default
      return (
        <Form
          flow={dialog}
          locale={locale}
          messages={messages}
          features={features}
          firebase={firebase}
          onFlow={setDialog}
        />
      )
    }
    return <FormLoading failed={failed} onRetry={retry} messages={messages} />
  }

  return (
    <>
      <Modal open={kind === 'login'} onClose={close} title={login.title} closeLabel={a.close}>
        {form(kind === 'login')}
      </Modal>

      <Modal
        open={kind === 'register'}
        onClose={close}
        title={register.title}
        closeLabel={a.close}
        width={440}
      >
        {form(kind === 'register')}
      </Modal>

      <Modal
        open={kind === 'register-success'}
        onClose={close}
        onConfirm={close}
        title={register.successTitle}
        closeLabel={a.close}
        footer={<PrimaryButton onClick={close}>{register.startPlaying}</PrimaryButton>}
      >
        {dialog?.kind === 'register-success' && (
          <div className={styles.form}>
            <p className={styles.success}>{register.successText}</p>
            {dialog.mobile && dialog.account && (
              <p className={styles.notice}>{fill(register.successAccount, { account: dialog.account })}</p>
            )}
            <p>{register.successBonus}</p>
            <PlayResponsibly text={a.playResponsibly} onNavigate={close} />
          </div>
        )}
      </Modal>

      <Modal
        open={kind === 'welcome'}
        onClose={close}
        onConfirm={close}
        title={a.welcomeTitle}
        closeLabel={a.close}
        footer={<PrimaryButton onClick={close}>{a.continue}</PrimaryButton>}
      >
        <div className={styles.form}>
          <p>{a.welcomeText}</p>
          <PlayResponsibly text={a.playResponsibly} onNavigate={close} />
        </div>
      </Modal>

      <Modal
        open={kind === 'change-password'}
        // A forced change cannot be skipped: leaving it signs out.
        onClose={() => {
          if (forcedChange)
            void loadAuthDialogs()
              .then((loaded) => loaded.signOut(locale, a.networkError))
              .catch(close)
          else close()
        }}
        title={password.changeTitle}
        closeLabel={forcedChange ? password.leaveAndSignOut : a.close}
      >
        {form(kind === 'change-password')}
      </Modal>

      <Modal
        open={kind === 'forgot-password'}
        onClose={close}
        title={password.forgotTitle}
        closeLabel={a.close}
      >
        {form(kind === 'forgot-password')}
      </Modal>

      <Modal
        open={kind === 'trial-warning'}
        onClose={close}
        onConfirm={close}
        role="alertdialog"
        title={trial.title}
        closeLabel={a.close}
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

      {forms ? (
        <forms.AuthSignOutDialog
          locale={locale}
          messages={messages}
          open={kind === 'sign-out'}
          onCancel={close}
        />
      ) : (
        <Modal open={kind === 'sign-out'} onClose={close} title={messages.Logout.title} closeLabel={a.close}>
          {kind === 'sign-out' && <FormLoading failed={failed} onRetry={retry} messages={messages} />}
        </Modal>
      )}
    </>
  )
}

// In a dialog's place while its form downloads: the outline of a form, announced as loading.
function FormLoading({
  failed,
  onRetry,
  messages,
}: {
  failed: boolean
  onRetry: () => void
  messages: AuthMessages
}) {
  if (failed) {
    return (
      <div className={styles.form}>
        <p role="alert" className={styles.notice}>
          {messages.Auth.networkError}
        </p>
        <PrimaryButton onClick={onRetry}>{messages.Auth.retry}</PrimaryButton>
      </div>
    )
  }
  return (
    <div className={styles.form} role="status" aria-live="polite" data-auth-loading="">
      <span className="visually-hidden">{messages.Auth.loading}</span>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
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

function PrimaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.primary} onClick={onClick}>
      {children}
    </button>
  )
}
