'use client'

import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Field, SubmitRow, formStyles, useForm } from '@/components/ui/form'
import { useRouter } from '@/i18n/navigation'
import { isApiError } from '@/lib/client/errors'
import {
  checkConfirmation,
  checkEmail,
  checkMobile,
  checkRule,
  serverFieldError,
} from '@/lib/auth/field-rules'
import { resetByEmail, resetByPhone } from '@/lib/client/auth'
import { FirebasePhoneError } from '@/lib/firebase/phone'
import { useFirebasePhone } from '@/lib/firebase/use-firebase-phone'
import { emitAuthFlow } from '@/lib/ui/auth-events'
import { useFieldErrorText } from './field'
import { FormTabs } from './form-tabs'
import { ChosenPasswordFields, PhoneCodeFields, phoneDigits } from './form-fields'
import { platformSmsSender } from './sms-code-button'
import { useRegisterSettings } from '@/lib/swr/use-register-settings'
import styles from './auth.module.css'

type Name =
  'username' | 'email' | 'mobile' | 'countryDialingCode' | 'code' | 'newPassword' | 'confirmNewPassword'

const EMPTY: Record<Name, string> = {
  username: '',
  email: '',
  mobile: '',
  countryDialingCode: '',
  code: '',
  newPassword: '',
  confirmNewPassword: '',
}

// Forgotten password: a temporary password by e-mail, or (when the tenant allows it) a code by SMS and
// a new password, after which the player is signed in.
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('Password')
  const a = useTranslations('Auth')
  const fieldError = useFieldErrorText()
  const router = useRouter()
  const id = useId()
  const settings = useRegisterSettings()
  const byPhone = settings.data?.features.smsPasswordReset ?? false
  const countries = settings.data?.countries ?? []
  const rule = settings.data?.rules.password
  const ready = !!settings.data || !!settings.error
  // Set on tenants verifying phones with Firebase: codes are sent and checked there.
  const [firebasePhone, recaptchaBox] = useFirebasePhone(settings.data?.firebase ?? null)
  const [tab, setTab] = useState<'email' | 'phone'>('email')
  const [info, setInfo] = useState<string | null>(null)
  const required = fieldError({ code: 'required' })

  const form = useForm<Name>({
    initial: EMPTY,
    networkError: a('networkError'),
    validate: (v) =>
      tab === 'email'
        ? {
            username: v.username.trim() === '' ? required : null,
            email: fieldError(checkEmail(v.email.trim())),
          }
        : {
            mobile: fieldError(checkMobile(v.mobile)),
            code: v.code.trim() === '' ? required : null,
            newPassword: fieldError(checkRule(rule, v.newPassword, true)),
            confirmNewPassword: fieldError(checkConfirmation(v.newPassword, v.confirmNewPassword)),
          },
    alias: { mobileNum: 'mobile' },
    fieldText: (name, code) =>
      fieldError(serverFieldError(code, name.includes('Password') ? rule : undefined)),
  })
  const dialing = form.value('countryDialingCode') || countries[0]?.dialingCode || ''

  async function send(v: Record<Name, string>) {
    if (tab === 'email') {
      await resetByEmail({ username: v.username.trim(), email: v.email.trim() }, a('networkError'))
      onDone()
      emitAuthFlow({ kind: 'login', notice: 'resetEmailSent', username: v.username.trim() })
      return
    }
    // Confirmed with Firebase first; the platform gets the id token instead of the code.
    const proof = firebasePhone
      ? { firebaseIdToken: await firebasePhone.verify(v.code), firebaseChannel: 'sms' as const }
      : { code: v.code.trim() }
    const { newPassword, confirmNewPassword } = v
    const phone = { countryDialingCode: dialing, mobile: phoneDigits(v.mobile) }
    const member = await resetByPhone(
      { ...phone, ...proof, newPassword, confirmNewPassword },
      a('networkError'),
    )
    onDone()
    if (member) {
      router.replace('/')
      router.refresh()
    } else {
      emitAuthFlow({ kind: 'login', notice: 'resetDone' })
    }
  }

  function refused(error: unknown): boolean {
    if (error instanceof FirebasePhoneError) return form.fail({ code: a(`firebase.${error.key}`) })
    if (isApiError(error) && error.code === 'sms_code_invalid') return form.fail({ code: error.message })
    return false
  }

  return (
    <form id={form.id} className={formStyles.form} onSubmit={form.submit(send, refused, ready)} noValidate>
      <FormTabs
        id={id}
        label={t('forgotMethods')}
        tabs={{ email: t('byEmail'), phone: t('byPhone') }}
        selected={tab}
        onSelect={setTab}
        form={form}
        enabled={byPhone}
      >
        {tab === 'email' ? (
          <>
            <p className={styles.hint}>{t('emailIntro')}</p>
            <Field
              {...form.field('username')}
              label={t('username')}
              required
              autoComplete="username"
              autoCapitalize="off"
              maxLength={64}
            />
            <Field
              {...form.field('email')}
              type="email"
              label={t('email')}
              required
              autoComplete="email"
              maxLength={254}
            />
          </>
        ) : (
          <>
            <PhoneCodeFields
              form={form}
              names={{ mobile: 'mobile', dialing: 'countryDialingCode', code: 'code' }}
              labels={{ mobile: t('mobile'), code: t('code') }}
              countries={countries}
              checkPhone={(digits) => fieldError(checkMobile(digits))}
              code={{
                send: firebasePhone ? firebasePhone.send : platformSmsSender('reset', a('networkError')),
                sentText: a('codeSentIfKnown'),
                info,
                onInfo: setInfo,
              }}
            />
            <ChosenPasswordFields form={form} rule={rule} />
          </>
        )}
      </FormTabs>
      {firebasePhone && <div ref={recaptchaBox} />}
      <SubmitRow pending={form.pending || !ready} failure={form.failure}>
        {form.pending
          ? a('sending')
          : !ready
            ? a('loading')
            : tab === 'email'
              ? t('sendEmail')
              : t('submitReset')}
      </SubmitRow>
      <p className={styles.footerLinks}>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            onDone()
            emitAuthFlow({ kind: 'login' })
          }}
        >
          {t('backToLogin')}
        </button>
      </p>
    </form>
  )
}
