'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { Modal } from '@/components/modals/modal'
import modalStyles from '@/components/modals/modal.module.css'
import type { Locale } from '@/i18n/locales'
import type { FirebaseWebConfig } from '@/lib/firebase/config'
import { onAuthFlow, setAuthDialogOpen, type AuthFlow } from '@/lib/ui/auth-events'
import type { AuthFeatures, AuthMessages } from './auth-dialog-forms'
import { useForms } from './use-auth-forms'
import { loadAuthDialogs } from './auth-dialog-loader'
import { FormLoading, OpenAuthDialog } from './auth-dialog-notices'

export type { AuthFeatures, AuthMessages } from './auth-dialog-forms'

// The one place the auth dialogs live: login, registration and its success, change and forgotten
// password, the first-login welcome, the trial-account warning and the sign-out question. Islands ask
// for them with openAuthDialog() and the auth forms hand over with emitAuthFlow() (lib/ui/auth-events).
// The titles use plain texts, the dialogs without a form come rendered from the server (`notices`), and
// the forms and their formatter load on first use.
export function AuthDialogHost({
  locale,
  messages,
  features,
  firebase,
  mustChangePassword,
  notices,
}: {
  locale: Locale
  messages: AuthMessages
  features: AuthFeatures
  firebase: FirebaseWebConfig | null
  // A session whose default or expired password has not been changed yet (after a reload).
  mustChangePassword: boolean
  // The dialogs without a form, rendered on the server (auth-notices.tsx).
  notices: ReactNode
}) {
  const { Auth: a, Login: login, Register: register, Password: password } = messages
  const [dialog, setDialog] = useState<AuthFlow | null>(
    mustChangePassword ? { kind: 'change-password', forced: true } : null,
  )

  useEffect(() => {
    // Registration switched off: whoever asks for it gets login.
    return onAuthFlow((flow) =>
      setDialog(flow.kind === 'register' && !features.register ? { kind: 'login' } : flow),
    )
  }, [features.register])

  const close = () => setDialog(null)
  const kind = dialog?.kind ?? null

  useEffect(() => {
    setAuthDialogOpen(kind !== null)
    return () => setAuthDialogOpen(false)
  }, [kind])
  const withForm =
    kind === 'login' ||
    kind === 'register' ||
    kind === 'change-password' ||
    kind === 'forgot-password' ||
    kind === 'sign-out'
  const { forms, failed, retry } = useForms(withForm)
  const loadingTexts = { loading: a.loading, failed: a.networkError, retry: a.retry }
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
    return <FormLoading failed={failed} onRetry={retry} texts={loadingTexts} />
  }

  // The dialog of a form that closes like any other dialog.
  const formDialog = (open: AuthFlow['kind'], title: string, width?: number) => (
    <Modal open={kind === open} onClose={close} title={title} closeLabel={a.close} width={width}>
      {form(kind === open)}
    </Modal>
  )

  return (
    <>
      {formDialog('login', login.title)}
      {formDialog('register', register.title, 440)}

      <Modal
        open={kind === 'change-password'}
        onClose={close}
        title={password.changeTitle}
        closeLabel={a.close}
        // A forced change cannot be skipped: it is completed, or the member signs out.
        dismissible={!forcedChange}
        footer={
          forcedChange ? (
            <button
              type="button"
              className={modalStyles.secondary}
              onClick={() =>
                void loadAuthDialogs()
                  .then((loaded) => loaded.signOut(locale, a.networkError))
                  .catch(() => undefined)
              }
            >
              {messages.Logout.button}
            </button>
          ) : undefined
        }
      >
        {form(kind === 'change-password')}
      </Modal>

      {formDialog('forgot-password', password.forgotTitle)}

      <OpenAuthDialog value={{ dialog, onClose: close, closeLabel: a.close }}>{notices}</OpenAuthDialog>

      {forms ? (
        <forms.AuthSignOutDialog
          locale={locale}
          messages={messages}
          open={kind === 'sign-out'}
          onCancel={close}
        />
      ) : (
        <Modal open={kind === 'sign-out'} onClose={close} title={messages.Logout.title} closeLabel={a.close}>
          {kind === 'sign-out' && <FormLoading failed={failed} onRetry={retry} texts={loadingTexts} />}
        </Modal>
      )}
    </>
  )
}
