'use client'

import { NextIntlClientProvider, type Messages } from 'next-intl'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { rememberAfterSignIn, type AuthFlow } from '@/lib/ui/auth-events'
import type { FirebaseWebConfig } from '@/lib/firebase/config'
import { ChangePasswordForm } from './change-password-form'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'
import { SignOutDialog } from './sign-out'

export { signOut } from './sign-out'

// The part of the auth dialogs that is fetched when one of them first opens (auth-dialog-host.tsx): the
// forms, and next-intl's client formatter with just the auth texts, which they format with.
export type AuthMessages = Pick<
  Messages,
  'Auth' | 'Login' | 'Register' | 'Password' | 'FieldRules' | 'Trial' | 'Logout'
>

export type AuthFeatures = { smsLogin: boolean; register: boolean }

type Texts = { locale: Locale; messages: AuthMessages; children: ReactNode }

function AuthTexts({ locale, messages, children }: Texts) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  )
}

// The form inside the login, registration, password-change or forgotten-password dialog.
export default function AuthDialogForm({
  flow,
  locale,
  messages,
  features,
  firebase,
  onFlow,
}: {
  flow: AuthFlow
  locale: Locale
  messages: AuthMessages
  features: AuthFeatures
  firebase: FirebaseWebConfig | null
  // Moves to another dialog, or closes with null.
  onFlow: (flow: AuthFlow | null) => void
}) {
  const close = () => onFlow(null)
  let form: ReactNode = null
  if (flow.kind === 'login') {
    form = (
      <LoginForm
        smsLogin={features.smsLogin}
        notice={flow.notice}
        initialUsername={flow.username}
        next={flow.next}
        onSignedIn={() => {
          if (flow.then) rememberAfterSignIn(flow.then)
          close()
        }}
        onForgot={() => onFlow({ kind: 'forgot-password' })}
        onRegister={features.register ? () => onFlow({ kind: 'register' }) : undefined}
      />
    )
  } else if (flow.kind === 'register') {
    form = (
      <RegisterForm
        variant="modal"
        firebase={firebase}
        onRegistered={close}
        onSwitchToLogin={() => onFlow({ kind: 'login' })}
      />
    )
  } else if (flow.kind === 'change-password') {
    form = <ChangePasswordForm forced={flow.forced} knownPassword={flow.oldPassword} onDone={close} />
  } else if (flow.kind === 'forgot-password') {
    form = <ForgotPasswordForm onDone={close} />
  }
  return (
    <AuthTexts locale={locale} messages={messages}>
      {form}
    </AuthTexts>
  )
}

// The sign-out question, asked for menus outside the auth islands.
export function AuthSignOutDialog({
  locale,
  messages,
  open,
  onCancel,
}: Omit<Texts, 'children'> & { open: boolean; onCancel: () => void }) {
  return (
    <AuthTexts locale={locale} messages={messages}>
      <SignOutDialog open={open} onCancel={onCancel} />
    </AuthTexts>
  )
}
