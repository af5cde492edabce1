'use client'

import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { mutate } from 'swr'
import { useRouter } from '@/i18n/navigation'
import { apiFetch, isApiError } from '@/lib/api-client'
import {
  checkConfirmation,
  checkEmail,
  checkMobile,
  checkRule,
  describeRule,
  serverFieldError,
} from '@/lib/auth/field-rules'
import { emitAuthFlow } from '@/lib/auth/flow-events'
import { withoutError } from '@/lib/auth/form-errors'
import { FirebasePhoneError } from '@/lib/firebase/phone'
import { useFirebasePhone } from '@/lib/firebase/use-firebase-phone'
import { SESSION_KEY } from '@/lib/swr/use-session'
import type { MemberView } from '@/lib/types'
import { Field, FormFailure, SubmitButton } from '@/components/ui/form'
import { useErrorFocus, useFieldErrorText } from './field'
import { FormTabs } from './form-tabs'
import { MobileField, NewPasswordFields, SmsCodeField } from './form-fields'
import { platformSmsSender } from './sms-code-button'
import { useRegisterSettings } from './use-register-settings'
import styles from './auth.module.css'

type Errors = Record<string, string>

// Forgotten password: a temporary password by e-mail, or (when the tenant allows it) a code by SMS and
// a new password, after which the player is signed in.
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('Password')
  const a = useTranslations('Auth')
  const fieldError = useFieldErrorText()
  const router = useRouter()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const focusErrors = useErrorFocus(form)
  const settings = useRegisterSettings()
  const byPhone = !!settings.data?.switches.PWRESETSMS3
  const countries = settings.data?.countries ?? []
  const rule = settings.data?.rules.password
  const ready = !!settings.data || !!settings.error
  // Set on tenants verifying phones with Firebase: codes are sent and checked there.
  const [firebasePhone, recaptchaBox] = useFirebasePhone(settings.data?.firebase ?? null)

  const [tab, setTab] = useState<'email' | 'phone'>('email')
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [info, setInfo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const value = (name: string) => values[name] ?? ''
  const set = (name: string) => (v: string) => {
    setValues((old) => ({ ...old, [name]: v }))
    if (errors[name]) setErrors((e) => withoutError(e, name))
  }
  const dialing = value('countryDialingCode') || countries[0]?.dialingCode || ''
  const digits = value('mobile').replace(/[\s-]/g, '')

  function fail(found: Errors): boolean {
    setErrors(found)
    if (Object.keys(found).length === 0) return false
    focusErrors()
    return true
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !ready) return
    setFailure(null)
    const found: Errors = {}
    const put = (name: string, error: Parameters<typeof fieldError>[0]) => {
      const text = fieldError(error)
      if (text) found[name] = text
    }
    if (tab === 'email') {
      put('username', value('username').trim() === '' ? { code: 'required' } : null)
      put('email', checkEmail(value('email').trim()))
    } else {
      put('mobile', checkMobile(value('mobile')))
      put('code', value('code').trim() === '' ? { code: 'required' } : null)
      put('newPassword', checkRule(rule, value('newPassword'), true))
      put('confirmNewPassword', checkConfirmation(value('newPassword'), value('confirmNewPassword')))
    }
    if (fail(found)) return
    setBusy(true)
    try {
      if (tab === 'email') {
        await apiFetch('/api/auth/password/email', {
          method: 'POST',
          body: { username: value('username').trim(), email: value('email').trim() },
          networkErrorMessage: a('networkError'),
        })
        onDone()
        emitAuthFlow({ kind: 'login', notice: 'resetEmailSent', username: value('username').trim() })
        return
      }
      // Confirmed with Firebase first; the platform gets the id token instead of the code.
      const proof = firebasePhone
        ? { firebaseIdToken: await firebasePhone.verify(value('code')), firebaseChannel: 'sms' }
        : { code: value('code').trim() }
      const { member } = await apiFetch<{ member: MemberView | null }>('/api/auth/password/phone', {
        method: 'POST',
        body: {
          countryDialingCode: dialing,
          mobile: digits,
          ...proof,
          newPassword: value('newPassword'),
          confirmNewPassword: value('confirmNewPassword'),
        },
        networkErrorMessage: a('networkError'),
      })
      onDone()
      if (member) {
        await mutate(SESSION_KEY, member, { revalidate: false })
        router.replace('/')
        router.refresh()
      } else {
        emitAuthFlow({ kind: 'login', notice: 'resetDone' })
      }
    } catch (error) {
      if (error instanceof FirebasePhoneError) fail({ code: a(`firebase.${error.key}`) })
      else if (!isApiError(error)) setFailure(a('networkError'))
      else if (error.code === 'sms_code_invalid') fail({ code: error.message })
      else if (error.code === 'invalid_input' && Object.keys(error.fields).length > 0) {
        const next: Errors = {}
        for (const [name, code] of Object.entries(error.fields)) {
          const text = fieldError(
            serverFieldError(code, name.toLowerCase().includes('password') ? rule : undefined),
          )
          if (text) next[name === 'mobileNum' ? 'mobile' : name] = text
        }
        fail(next)
      } else setFailure(error.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormTabs
        id={id}
        label={t('forgotMethods')}
        tabs={[
          { key: 'email', label: t('byEmail') },
          { key: 'phone', label: t('byPhone') },
        ]}
        selected={tab}
        onSelect={(key) => {
          setTab(key)
          setErrors({})
          setFailure(null)
        }}
        enabled={byPhone}
      >
        {tab === 'email' ? (
          <>
            <p className={styles.hint}>{t('emailIntro')}</p>
            <Field
              name="username"
              label={t('username')}
              value={value('username')}
              onChange={set('username')}
              required
              autoComplete="username"
              autoCapitalize="off"
              maxLength={64}
              error={errors.username}
            />
            <Field
              name="email"
              type="email"
              label={t('email')}
              value={value('email')}
              onChange={set('email')}
              required
              autoComplete="email"
              maxLength={254}
              error={errors.email}
            />
          </>
        ) : (
          <>
            <MobileField
              name="mobile"
              label={t('mobile')}
              value={value('mobile')}
              onChange={set('mobile')}
              error={errors.mobile}
              countries={countries}
              dialingCode={dialing}
              onDialingCode={set('countryDialingCode')}
            />
            <SmsCodeField
              name="code"
              label={t('code')}
              value={value('code')}
              onChange={set('code')}
              error={errors.code}
              send={firebasePhone ? firebasePhone.send : platformSmsSender('reset', a('networkError'))}
              phone={() => {
                const text = fieldError(checkMobile(value('mobile')))
                setErrors((e) => (text ? { ...e, mobile: text } : withoutError(e, 'mobile')))
                return text || !dialing ? null : { countryDialingCode: dialing, mobile: digits }
              }}
              sentText={a('codeSentIfKnown')}
              info={info}
              onInfo={setInfo}
              onFailure={setFailure}
            />
            <NewPasswordFields
              password={{
                name: 'newPassword',
                label: t('newPassword'),
                value: value('newPassword'),
                onChange: set('newPassword'),
                error: errors.newPassword,
                hint: rule ? fieldError(describeRule(rule)) : null,
              }}
              confirm={{
                name: 'confirmNewPassword',
                label: t('confirmNewPassword'),
                value: value('confirmNewPassword'),
                onChange: set('confirmNewPassword'),
                error: errors.confirmNewPassword,
              }}
            />
          </>
        )}
      </FormTabs>
      {firebasePhone && <div ref={recaptchaBox} />}
      <FormFailure message={failure} />
      <SubmitButton pending={busy || !ready}>
        {busy ? a('sending') : !ready ? a('loading') : tab === 'email' ? t('sendEmail') : t('submitReset')}
      </SubmitButton>
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
