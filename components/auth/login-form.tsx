'use client'

import { useId, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Field, SubmitRow, formStyles, useForm } from '@/components/ui/form'
import { isApiError } from '@/lib/client/errors'
import { checkMobile } from '@/lib/auth/field-rules'
import { rememberedUsername, setRemembered } from '@/lib/auth/remember'
import { login } from '@/lib/client/auth'
import { FirebasePhoneError } from '@/lib/firebase/phone'
import { useFirebasePhone } from '@/lib/firebase/use-firebase-phone'
import { emitAuthFlow, type LoginNotice } from '@/lib/ui/auth-events'
import { useRouter } from '@/i18n/navigation'
import { CaptchaField, type CaptchaHandle } from './captcha-field'
import { useFieldErrorText } from './field'
import { FormTabs } from './form-tabs'
import { CurrentPasswordField, PhoneCodeFields, phoneDigits, SwitchLink } from './form-fields'
import { platformSmsSender } from './sms-code-button'
import { SocialSignIn } from './social-sign-in'
import { useCountries } from '@/lib/swr/use-countries'
import { useLanding } from './use-landing'
import { useRegisterSettings } from '@/lib/swr/use-register-settings'
import styles from './auth.module.css'

type Name = 'username' | 'password' | 'captcha' | 'mobile' | 'dialing' | 'code'

export function LoginForm({
  smsLogin,
  notice,
  initialUsername,
  remembered,
  next,
  onSignedIn,
  onForgot = () => emitAuthFlow({ kind: 'forgot-password' }),
  onRegister,
  registerPage = false,
}: {
  // Login by SMS code (the smsLogin feature).
  smsLogin: boolean
  notice?: LoginNotice
  initialUsername?: string
  // The username remembered for a day, when the caller already knows it.
  remembered?: string
  // The page to return to (with its locale prefix); home when absent.
  next?: string
  // Closes the dialog around the form, if any.
  onSignedIn?: () => void
  // The forgotten-password dialog by default; the dialogs around the form switch to it themselves.
  onForgot?: () => void
  onRegister?: () => void
  // As a page (the forced-login target): the registration link goes to the registration page.
  registerPage?: boolean
}) {
  const router = useRouter()
  const toRegister = onRegister ?? (registerPage ? () => router.push('/register') : undefined)
  const t = useTranslations('Login')
  const a = useTranslations('Auth')
  const fieldError = useFieldErrorText()
  const land = useLanding(next, onSignedIn)
  const formId = useId()
  const captchaRef = useRef<CaptchaHandle>(null)
  const [tab, setTab] = useState<'password' | 'sms'>('password')
  // The login page reads the remembered name on the server; the dialog (rendered only in the browser)
  // reads the cookie itself.
  const [saved] = useState(() => remembered ?? rememberedUsername())
  const [remember, setRemember] = useState(saved !== '')
  const [needsCaptcha, setNeedsCaptcha] = useState(false)
  const [info, setInfo] = useState<string | null>(null)
  // A Google or Facebook sign-in is under way.
  const [socialBusy, setSocialBusy] = useState(false)
  const countries = useCountries(tab === 'sms')
  // Whether codes go through Firebase, and whether Google or Facebook sign-in is offered, come with the
  // tenant's settings.
  const settings = useRegisterSettings()
  const [firebasePhone, recaptchaBox] = useFirebasePhone(settings.data?.firebase ?? null)
  const social = settings.data?.firebase && settings.data.social ? settings.data.social : null
  const required = fieldError({ code: 'required' })

  const form = useForm<Name>({
    initial: {
      username: initialUsername ?? saved,
      password: '',
      captcha: '',
      mobile: '',
      dialing: '',
      code: '',
    },
    networkError: a('networkError'),
    validate: (v) =>
      tab === 'password'
        ? {
            username: v.username.trim() === '' ? required : null,
            password: v.password === '' ? required : null,
            captcha: needsCaptcha && v.captcha.trim() === '' ? required : null,
          }
        : { mobile: fieldError(checkMobile(v.mobile)), code: v.code.trim() === '' ? required : null },
  })

  const dialingCode = form.value('dialing') || countries.data?.[0]?.dialingCode || ''
  // A code login needs the dialing code, which comes with the tenant's country list, and the settings.
  const waiting = tab === 'sms' && ((!dialingCode && !countries.error) || (!settings.data && !settings.error))

  async function send(v: Record<Name, string>) {
    const phone = { type: 'sms' as const, countryDialingCode: dialingCode, mobile: phoneDigits(v.mobile) }
    const username = v.username.trim()
    const result = await login(
      tab === 'password'
        ? {
            type: 'username',
            username,
            password: v.password,
            ...(needsCaptcha ? { captcha: v.captcha.trim() } : {}),
          }
        : firebasePhone
          ? // Confirmed with Firebase first; the platform gets the id token instead of the code.
            { ...phone, firebaseIdToken: await firebasePhone.verify(v.code), firebaseChannel: 'sms' }
          : { ...phone, code: v.code.trim() },
      a('networkError'),
    )
    if (tab === 'password') setRemembered(remember ? username : null)
    land(result, tab === 'password' ? v.password : undefined)
  }

  function refused(error: unknown): boolean {
    if (error instanceof FirebasePhoneError) {
      form.fail({ code: a(`firebase.${error.key}`) })
      return true
    }
    if (!isApiError(error)) return false
    if (error.captcha || error.code === 'captcha_invalid' || error.code === 'captcha_required') {
      if (needsCaptcha) captchaRef.current?.refresh()
      setNeedsCaptcha(true)
      form.set('captcha')('')
    }
    if (error.code === 'invalid_input') {
      const named = Object.keys(error.fields).filter((name) => name in form.values)
      if (named.length > 0) form.fail(Object.fromEntries(named.map((name) => [name, required])))
    }
    form.setFailure(error.message)
    return true
  }

  const noticeText = notice ? t(`notice.${notice}`) : null

  return (
    <form
      id={form.id}
      className={formStyles.form}
      onSubmit={(event) =>
        socialBusy || waiting ? event.preventDefault() : form.submit(send, refused)(event)
      }
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
        tabs={{ password: t('tabPassword'), sms: t('tabSms') }}
        selected={tab}
        onSelect={setTab}
        form={form}
        enabled={smsLogin}
      >
        {tab === 'password' ? (
          <>
            <Field
              {...form.field('username')}
              label={t('username')}
              required
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={64}
            />
            <CurrentPasswordField {...form.field('password')} label={t('password')} />
            {needsCaptcha && (
              <CaptchaField
                ref={captchaRef}
                value={form.value('captcha')}
                onChange={form.set('captcha')}
                error={form.errors.captcha}
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
          <PhoneCodeFields
            form={form}
            names={{ mobile: 'mobile', dialing: 'dialing', code: 'code' }}
            labels={{ mobile: t('mobile'), code: t('smsCode') }}
            countries={countries.data ?? []}
            checkPhone={(digits) => fieldError(checkMobile(digits))}
            code={{
              send: firebasePhone ? firebasePhone.send : platformSmsSender('login', a('networkError')),
              sentText: a('codeSent'),
              info,
              onInfo: setInfo,
            }}
          />
        )}
      </FormTabs>
      {firebasePhone && <div ref={recaptchaBox} />}
      <SubmitRow pending={form.pending || waiting} failure={form.failure}>
        {form.pending ? t('submitting') : t('submit')}
      </SubmitRow>
      {social && settings.data?.firebase && (
        <SocialSignIn
          providers={social}
          config={settings.data.firebase}
          disabled={form.pending}
          onBusy={setSocialBusy}
          onSignedIn={(result) => land(result)}
        />
      )}
      {toRegister && <SwitchLink text={t('noAccount')} link={t('registerLink')} onClick={toRegister} />}
    </form>
  )
}
