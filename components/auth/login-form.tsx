'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { mutate } from 'swr'
import { useRouter } from '@/i18n/navigation'
import { apiFetch, isApiError } from '@/lib/api-client'
import { checkMobile, type FieldError } from '@/lib/auth/field-rules'
import { emitAuthFlow, type LoginNotice } from '@/lib/auth/flow-events'
import { rememberedUsername, setRemembered } from '@/lib/auth/remember'
import { safeNext } from '@/lib/auth/safe-next'
import { FirebasePhoneError } from '@/lib/firebase/phone'
import { useFirebasePhone } from '@/lib/firebase/use-firebase-phone'
import { SESSION_KEY } from '@/lib/swr/use-session'
import type { MemberView } from '@/lib/types'
import { CaptchaField, type CaptchaHandle } from './captcha-field'
import { Field, focusFirstError, FormFailure, SubmitButton } from '@/components/ui/form'
import { useFieldErrorText } from './field'
import { FormTabs } from './form-tabs'
import { CurrentPasswordField, MobileField, SmsCodeField } from './form-fields'
import { platformSmsSender } from './sms-code-button'
import { SocialSignIn } from './social-sign-in'
import { useCountries } from './use-countries'
import { useRegisterSettings } from './use-register-settings'
import styles from './auth.module.css'

type LoginResult = { member: MemberView; firstTimeLogin: boolean; mustChangePassword: boolean }

type Errors = Partial<Record<'username' | 'password' | 'captcha' | 'mobile' | 'code', FieldError>>

export function LoginForm({
  smsLogin,
  notice,
  initialUsername,
  remembered,
  next,
  onSignedIn,
  onForgot,
  onRegister,
}: {
  // Login by SMS code (MOBILEVERCODELOGIN3).
  smsLogin: boolean
  notice?: LoginNotice
  initialUsername?: string
  // The username remembered for a day, when the caller already knows it.
  remembered?: string
  // The page to return to (with its locale prefix); home when absent.
  next?: string
  // Closes the dialog around the form, if any.
  onSignedIn?: () => void
  onForgot: () => void
  onRegister?: () => void
}) {
  const t = useTranslations('Login')
  const a = useTranslations('Auth')
  const fieldError = useFieldErrorText()
  const router = useRouter()
  const formId = useId()
  const form = useRef<HTMLFormElement>(null)
  const captchaRef = useRef<CaptchaHandle>(null)

  const [tab, setTab] = useState<'password' | 'sms'>('password')
  // The login page reads the remembered name on the server; the dialog (rendered only in the browser)
  // reads the cookie itself.
  const [saved] = useState(() => remembered ?? rememberedUsername())
  const [username, setUsername] = useState(initialUsername ?? saved)
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(saved !== '')
  const [captcha, setCaptcha] = useState('')
  const [needsCaptcha, setNeedsCaptcha] = useState(false)
  const [dialing, setDialing] = useState('')
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  // Firebase's refusal of the typed code, shown under the code field.
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [info, setInfo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // A Google or Facebook sign-in is under way.
  const [socialBusy, setSocialBusy] = useState(false)
  const countries = useCountries(tab === 'sms')
  // Whether codes go through Firebase, and whether Google or Facebook sign-in is offered, come with the
  // tenant's settings.
  const settings = useRegisterSettings()
  const [firebasePhone, recaptchaBox] = useFirebasePhone(settings.data?.firebase ?? null)
  const social = settings.data?.firebase && settings.data.social ? settings.data.social : null

  const dialingCode = dialing || countries.data?.[0]?.dialingCode || ''
  // A code login needs the dialing code, which comes with the tenant's country list, and the settings.
  const waitingForCountries =
    tab === 'sms' && ((!dialingCode && !countries.error) || (!settings.data && !settings.error))

  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstError(form.current)
  }, [errors])

  useEffect(() => {
    if (codeRefusal) focusFirstError(form.current)
  }, [codeRefusal])

  function validate(): Errors {
    const found: Errors = {}
    if (tab === 'password') {
      if (username.trim() === '') found.username = { code: 'required' }
      if (password === '') found.password = { code: 'required' }
      if (needsCaptcha && captcha.trim() === '') found.captcha = { code: 'required' }
    } else {
      const m = checkMobile(mobile)
      if (m) found.mobile = m
      if (code.trim() === '') found.code = { code: 'required' }
    }
    return found
  }

  // Where a login lands, whichever way it went: the session is in place, the dialog closes, then the
  // forced password change, or the welcome of a first login and the return page (home by default).
  async function land(result: LoginResult, typedPassword?: string) {
    await mutate(SESSION_KEY, result.member, { revalidate: false })
    onSignedIn?.()
    if (result.mustChangePassword) {
      // Only the password the player just typed, held in memory for the change dialog.
      emitAuthFlow({ kind: 'change-password', forced: true, oldPassword: typedPassword })
      router.refresh()
      return
    }
    if (result.firstTimeLogin) emitAuthFlow({ kind: 'welcome' })
    if (next) {
      // A full address of this site, locale included (the forced-login page's return path).
      window.location.assign(safeNext(next))
      return
    }
    router.replace('/')
    router.refresh()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || socialBusy || waitingForCountries) return
    setFailure(null)
    setCodeRefusal(null)
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const phone = { type: 'sms', countryDialingCode: dialingCode, mobile: mobile.replace(/[\s-]/g, '') }
      const body =
        tab === 'password'
          ? {
              type: 'username',
              username: username.trim(),
              password,
              ...(needsCaptcha ? { captcha: captcha.trim() } : {}),
            }
          : firebasePhone
            ? // Confirmed with Firebase first; the platform gets the id token instead of the code.
              { ...phone, firebaseIdToken: await firebasePhone.verify(code), firebaseChannel: 'sms' }
            : { ...phone, code: code.trim() }
      const result = await apiFetch<LoginResult>('/api/auth/login', {
        method: 'POST',
        body,
        networkErrorMessage: a('networkError'),
      })
      if (tab === 'password') setRemembered(remember ? username.trim() : null)
      await land(result, tab === 'password' ? password : undefined)
    } catch (error) {
      if (error instanceof FirebasePhoneError) {
        setCodeRefusal(a(`firebase.${error.key}`))
      } else if (isApiError(error)) {
        if (error.captcha || error.code === 'captcha_invalid' || error.code === 'captcha_required') {
          if (needsCaptcha) captchaRef.current?.refresh()
          setNeedsCaptcha(true)
          setCaptcha('')
        }
        if (error.code === 'invalid_input' && error.fields) {
          const mapped: Errors = {}
          for (const name of Object.keys(error.fields)) {
            if (
              name === 'username' ||
              name === 'password' ||
              name === 'captcha' ||
              name === 'code' ||
              name === 'mobile'
            ) {
              mapped[name] = { code: 'required' }
            }
          }
          if (Object.keys(mapped).length > 0) setErrors(mapped)
        }
        setFailure(error.message)
      } else {
        setFailure(a('networkError'))
      }
      setBusy(false)
    }
  }

  const noticeText = notice ? t(`notice.${notice}`) : null

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${formId}-title`}
    >
      <span id={`${formId}-title`} className="visually-hidden">
        {t('title')}
      </span>
      {noticeText && (
        <p className={styles.notice} role="status">
          {noticeText}
        </p>
      )}
      <FormTabs
        id={formId}
        label={t('methods')}
        tabs={[
          { key: 'password', label: t('tabPassword') },
          { key: 'sms', label: t('tabSms') },
        ]}
        selected={tab}
        onSelect={(key) => {
          setTab(key)
          setErrors({})
          setFailure(null)
        }}
        enabled={smsLogin}
      >
        {tab === 'password' ? (
          <>
            <Field
              name="username"
              label={t('username')}
              value={username}
              onChange={setUsername}
              required
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={64}
              error={fieldError(errors.username)}
            />
            <CurrentPasswordField
              name="password"
              label={t('password')}
              value={password}
              onChange={setPassword}
              error={fieldError(errors.password)}
            />
            {needsCaptcha && (
              <CaptchaField
                ref={captchaRef}
                value={captcha}
                onChange={setCaptcha}
                error={fieldError(errors.captcha)}
              />
            )}
            <div className={styles.row}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={remember}
                  onChange={(event) => setRemember(event.target.checked)}
                />
                <span>{t('rememberMe')}</span>
              </label>
              <button type="button" className={styles.link} onClick={onForgot}>
                {t('forgot')}
              </button>
            </div>
          </>
        ) : (
          <>
            <MobileField
              name="mobile"
              label={t('mobile')}
              value={mobile}
              onChange={setMobile}
              error={fieldError(errors.mobile)}
              countries={countries.data ?? []}
              dialingCode={dialingCode}
              onDialingCode={setDialing}
            />
            <SmsCodeField
              name="code"
              label={t('smsCode')}
              value={code}
              onChange={(value) => {
                setCode(value)
                setCodeRefusal(null)
              }}
              error={codeRefusal ?? fieldError(errors.code)}
              send={firebasePhone ? firebasePhone.send : platformSmsSender('login', a('networkError'))}
              phone={() => {
                const m = checkMobile(mobile)
                setErrors((e) => ({ ...e, mobile: m ?? undefined }))
                if (m || !dialingCode) return null
                return { countryDialingCode: dialingCode, mobile: mobile.replace(/[\s-]/g, '') }
              }}
              sentText={a('codeSent')}
              info={info}
              onInfo={setInfo}
              onFailure={setFailure}
            />
          </>
        )}
      </FormTabs>
      {firebasePhone && <div ref={recaptchaBox} />}
      <FormFailure message={failure} />
      <SubmitButton pending={busy || waitingForCountries}>
        {busy ? t('submitting') : t('submit')}
      </SubmitButton>
      {social && settings.data?.firebase && (
        <SocialSignIn
          providers={social}
          config={settings.data.firebase}
          disabled={busy}
          onBusy={setSocialBusy}
          onSignedIn={(result) => land(result)}
        />
      )}
      {onRegister && (
        <p className={styles.footerLinks}>
          <span>{t('noAccount')}</span>
          <button type="button" className={styles.link} onClick={onRegister}>
            {t('registerLink')}
          </button>
        </p>
      )}
    </form>
  )
}
