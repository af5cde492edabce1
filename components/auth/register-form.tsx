'use client'

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { mutate } from 'swr'
import { Modal } from '@/components/modals/modal'
import { Link, useRouter } from '@/i18n/navigation'
import { apiFetch, isApiError } from '@/lib/api-client'
import { checkConfirmation, checkMobile, checkRule, serverFieldError } from '@/lib/auth/field-rules'
import { emitAuthFlow } from '@/lib/auth/flow-events'
import { withoutError } from '@/lib/auth/form-errors'
import { PROFILE_FIELDS } from '@/lib/auth/register-fields'
import type { FirebaseWebConfig } from '@/lib/firebase/config'
import { FirebasePhoneError } from '@/lib/firebase/phone'
import { useFirebasePhone } from '@/lib/firebase/use-firebase-phone'
import { SESSION_KEY, useSession } from '@/lib/swr/use-session'
import type { FieldRule, MemberView } from '@/lib/types'
import { CaptchaField, type CaptchaHandle } from './captcha-field'
import { Field, FormFailure, SubmitButton } from '@/components/ui/form'
import { PasswordField, useErrorFocus, useFieldErrorText } from './field'
import { FormTabs } from './form-tabs'
import { MobileField, NewPasswordFields, SmsCodeField } from './form-fields'
import { platformSmsSender, type SmsSender } from './sms-code-button'
import { useRegisterSettings } from './use-register-settings'
import styles from './auth.module.css'

type Mode = 'username' | 'mobile'

const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'paymentPassword'])

type Values = Record<string, string>
type Errors = Record<string, string>

const EMPTY: Values = {}

function query(name: string): string | null {
  if (typeof window === 'undefined') return null
  const value = new URLSearchParams(window.location.search).get(name)
  return value && value.trim() ? value.trim().slice(0, 64) : null
}

// The registration form, as a page (with a reset button) or inside the dialog (with a link to login).
export function RegisterForm({
  variant,
  firebase,
  onRegistered,
  onSwitchToLogin,
}: {
  variant: 'page' | 'modal'
  firebase: FirebaseWebConfig | null
  onRegistered?: () => void
  onSwitchToLogin?: () => void
}) {
  const t = useTranslations('Register')
  const a = useTranslations('Auth')
  const fieldError = useFieldErrorText()
  const router = useRouter()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const focusErrors = useErrorFocus(form)
  const captchaRef = useRef<CaptchaHandle>(null)
  // Set on tenants verifying phones with Firebase; the SDK loads at the first "send code".
  const [firebasePhone, recaptchaBox] = useFirebasePhone(firebase)
  const settings = useRegisterSettings()
  const { member } = useSession()

  const [chosenMode, setMode] = useState<Mode>('username')
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [agree, setAgree] = useState(true)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [codeInfo, setCodeInfo] = useState<string | null>(null)
  const [urlAffiliate, setUrlAffiliate] = useState<string | null>(null)
  const [invitationError, setInvitationError] = useState(false)
  const [mobileTip, setMobileTip] = useState(false)

  const rules = settings.data?.rules ?? {}
  const switches = settings.data?.switches ?? {}
  const countries = useMemo(() => settings.data?.countries ?? [], [settings.data])
  const usernameOn = switches.USERNAMEREG3 !== false
  const mobileOn = !!switches.MOBILENUMREG3
  const mobilePassword = !!switches.MOBILENUMPASSREG3
  const smsCheck = !!switches.REGMOBVERF3
  // Username registration switched off: mobile is the only way.
  const mode: Mode = !usernameOn && mobileOn ? 'mobile' : chosenMode
  const rule = (name: string): FieldRule | undefined => (rules[name]?.enabled ? rules[name] : undefined)

  // An invitation link carries the agent's code: when it is valid the field is hidden and the code used.
  useEffect(() => {
    const code = query('affiliateCode')
    if (!code) return
    let live = true
    apiFetch<{ valid: boolean }>('/api/auth/affiliate-check', { query: { code } })
      .then((r) => {
        if (live && r.valid) setUrlAffiliate(code)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  const set = (name: string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    if (errors[name]) setErrors((e) => withoutError(e, name))
  }
  const value = (name: string) =>
    name === 'countryDialingCode' ? values[name] || countries[0]?.dialingCode || '' : (values[name] ?? '')
  const clean = (name: string) => (SECRET_FIELDS.has(name) ? value(name) : value(name).trim())

  const profileFields = mode === 'username' ? PROFILE_FIELDS.filter((name) => rule(name)) : []
  const showAffiliate = !!rule('affiliateCode') && !urlAffiliate
  const showCaptcha = !!rule('captcha') && !!switches.CAPTCHA3
  const showPassword = mode === 'username' || mobilePassword
  const showCode = mode === 'mobile' && smsCheck

  function validate(): Errors {
    const found: Errors = {}
    const put = (name: string, error: ReturnType<typeof checkRule>) => {
      const text = fieldError(error)
      if (text) found[name] = text
    }
    if (mode === 'username') put('username', checkRule(rules.username, clean('username'), true))
    else {
      const digits = clean('mobileNum').replace(/[\s-]/g, '')
      put('mobileNum', rule('mobileNum') ? checkRule(rule('mobileNum'), digits, true) : checkMobile(digits))
    }
    if (showPassword) {
      put('password', checkRule(rules.password, value('password'), true))
      put('confirmPassword', checkConfirmation(value('password'), value('confirmPassword')))
    }
    for (const name of profileFields) put(name, checkRule(rule(name), clean(name)))
    if (showCode) {
      const code = clean('verificationCode')
      put(
        'verificationCode',
        code === '' ? { code: 'required' } : code.length > 255 ? { code: 'invalid' } : null,
      )
    }
    if (showAffiliate) put('affiliateCode', checkRule(rule('affiliateCode'), clean('affiliateCode')))
    if (showCaptcha) put('captcha', checkRule(rule('captcha'), clean('captcha'), true))
    if (!agree) found.agree = t('agreeRequired')
    return found
  }

  async function checkUsername() {
    if (mode !== 'username') return
    const name = clean('username')
    if (checkRule(rules.username, name, true)) return
    try {
      const { available } = await apiFetch<{ available: boolean }>('/api/auth/username-check', {
        query: { username: name },
      })
      if (!available) setErrors((e) => ({ ...e, username: t('usernameTaken') }))
    } catch {
      // The registration itself will say so if the name is taken.
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !settings.data) return
    setFailure(null)
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusErrors()
      return
    }
    const affiliate = showAffiliate ? clean('affiliateCode') : (urlAffiliate ?? '')
    if (showAffiliate && affiliate) {
      setBusy(true)
      try {
        const { valid } = await apiFetch<{ valid: boolean }>('/api/auth/affiliate-check', {
          query: { code: affiliate },
        })
        if (!valid) {
          setBusy(false)
          setInvitationError(true)
          return
        }
      } catch (error) {
        setBusy(false)
        setFailure(isApiError(error) ? error.message : a('networkError'))
        return
      }
      setBusy(false)
    }
    if (mode === 'mobile') {
      setMobileTip(true)
      return
    }
    await send(affiliate)
  }

  async function send(affiliate: string) {
    setBusy(true)
    try {
      let firebaseFields = {}
      if (showCode && firebasePhone) {
        // Confirmed with Firebase first: a wrong code stops here, and the platform gets the id token.
        const idToken = await firebasePhone.verify(clean('verificationCode'))
        firebaseFields = { firebaseIdToken: idToken, firebaseChannel: 'sms' }
      }
      // A demo (trial) session ends first: the new account signs in in its place.
      if (member?.isTrial) await apiFetch('/api/auth/logout', { method: 'POST', body: {} })
      const body: Record<string, unknown> = { mode, acceptTerms: true, ...firebaseFields }
      const names =
        mode === 'username'
          ? ['username', 'password', 'confirmPassword', ...profileFields]
          : ['mobileNum', 'countryDialingCode', ...(showPassword ? ['password', 'confirmPassword'] : [])]
      if (showCode && !firebasePhone) names.push('verificationCode')
      if (showCaptcha) names.push('captcha')
      for (const name of names) {
        const v = name === 'mobileNum' ? clean(name).replace(/[\s-]/g, '') : clean(name)
        if (v !== '') body[name] = v
      }
      if (affiliate) body.affiliateCode = affiliate
      const referral = query('referralCode')
      if (referral) body.referralCode = referral
      const { member: fresh } = await apiFetch<{ member: MemberView }>('/api/auth/register', {
        method: 'POST',
        body,
        networkErrorMessage: a('networkError'),
      })
      await mutate(SESSION_KEY, fresh, { revalidate: false })
      onRegistered?.()
      setValues(EMPTY)
      router.replace('/')
      router.refresh()
      emitAuthFlow({
        kind: 'register-success',
        account: fresh.account || fresh.userName,
        mobile: mode === 'mobile',
      })
    } catch (error) {
      if (showCaptcha) captchaRef.current?.refresh()
      if (error instanceof FirebasePhoneError) {
        setErrors({ verificationCode: a(`firebase.${error.key}`) })
        focusErrors()
      } else if (isApiError(error)) {
        const next: Errors = {}
        if (error.code === 'invalid_input') {
          for (const [name, code] of Object.entries(error.fields)) {
            const text = fieldError(serverFieldError(code, rules[name]))
            if (text) next[name === 'mobile' ? 'mobileNum' : name] = text
          }
        } else if (error.code === 'username_taken') next.username = error.message
        else if (error.code === 'mobile_taken') next.mobileNum = error.message
        else if (error.code === 'captcha_invalid' || error.code === 'captcha_required')
          next.captcha = error.message
        else if (error.code === 'sms_code_invalid') next.verificationCode = error.message
        else if (error.code === 'affiliate_invalid') setInvitationError(true)
        if (Object.keys(next).length > 0) {
          setErrors(next)
          focusErrors()
        } else if (error.code !== 'affiliate_invalid') setFailure(error.message)
      } else {
        setFailure(a('networkError'))
      }
    } finally {
      setBusy(false)
    }
  }

  function reset() {
    setValues(EMPTY)
    setErrors({})
    setAgree(true)
    setFailure(null)
    setCodeInfo(null)
  }

  const smsSender: SmsSender = firebasePhone
    ? firebasePhone.send
    : platformSmsSender('register', a('networkError'))

  if (settings.error && !settings.data) {
    return (
      <div className={styles.form}>
        <FormFailure message={t('settingsFailed')} />
        <button type="button" className={styles.secondary} onClick={() => void settings.mutate()}>
          {a('retry')}
        </button>
      </div>
    )
  }

  if (!settings.data) {
    return (
      <div className={styles.form} aria-busy="true">
        <span className="visually-hidden" role="status">
          {a('loading')}
        </span>
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className={styles.skeleton} />
        ))}
      </div>
    )
  }

  const label = (name: string) => t(`fields.${name}` as 'fields.username')

  return (
    <>
      <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormTabs
          id={id}
          label={t('methods')}
          tabs={[
            { key: 'username', label: t('tabUsername') },
            { key: 'mobile', label: t('tabMobile') },
          ]}
          selected={mode}
          onSelect={(key) => {
            setMode(key)
            setErrors({})
            setFailure(null)
          }}
          enabled={usernameOn && mobileOn}
        >
          {mode === 'username' ? (
            <Field
              name="username"
              label={label('username')}
              value={value('username')}
              onChange={set('username')}
              onBlur={() => void checkUsername()}
              required
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={64}
              error={errors.username}
            />
          ) : (
            <MobileField
              name="mobileNum"
              label={label('mobileNum')}
              value={value('mobileNum')}
              onChange={set('mobileNum')}
              error={errors.mobileNum}
              countries={countries}
              dialingCode={value('countryDialingCode')}
              onDialingCode={set('countryDialingCode')}
            />
          )}
          {showPassword && (
            <NewPasswordFields
              password={{
                name: 'password',
                label: label('password'),
                value: value('password'),
                onChange: set('password'),
                error: errors.password,
              }}
              confirm={{
                name: 'confirmPassword',
                label: label('confirmPassword'),
                value: value('confirmPassword'),
                onChange: set('confirmPassword'),
                error: errors.confirmPassword,
              }}
            />
          )}
          {profileFields.map((name) =>
            name === 'paymentPassword' ? (
              <PasswordField
                key={name}
                name={name}
                label={label(name)}
                value={value(name)}
                onChange={set(name)}
                required={!!rule(name)?.required}
                autoComplete="off"
                maxLength={128}
                error={errors[name]}
              />
            ) : (
              <Field
                key={name}
                name={name}
                type={name === 'email' ? 'email' : 'text'}
                label={label(name)}
                value={value(name)}
                onChange={set(name)}
                required={!!rule(name)?.required}
                autoComplete={name === 'email' ? 'email' : name === 'payeeName' ? 'name' : 'off'}
                maxLength={255}
                error={errors[name]}
              />
            ),
          )}
          {showCode && (
            <SmsCodeField
              name="verificationCode"
              label={label('verificationCode')}
              value={value('verificationCode')}
              onChange={set('verificationCode')}
              error={errors.verificationCode}
              send={smsSender}
              phone={() => {
                const digits = clean('mobileNum').replace(/[\s-]/g, '')
                const problem = rule('mobileNum')
                  ? checkRule(rule('mobileNum'), digits, true)
                  : checkMobile(digits)
                const text = fieldError(problem)
                setErrors((e) => (text ? { ...e, mobileNum: text } : withoutError(e, 'mobileNum')))
                if (text || !value('countryDialingCode')) return null
                return { countryDialingCode: value('countryDialingCode'), mobile: digits }
              }}
              sentText={a('codeSent')}
              info={codeInfo}
              onInfo={setCodeInfo}
              onFailure={setFailure}
            />
          )}
          {showAffiliate && (
            <Field
              name="affiliateCode"
              label={label('affiliateCode')}
              value={value('affiliateCode')}
              onChange={set('affiliateCode')}
              required={!!rule('affiliateCode')?.required}
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              error={errors.affiliateCode}
            />
          )}
          {showCaptcha && (
            <CaptchaField
              ref={captchaRef}
              value={value('captcha')}
              onChange={set('captcha')}
              error={errors.captcha}
              maxLength={rule('captcha')?.maxLength}
            />
          )}
        </FormTabs>
        <div className={styles.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={agree}
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? `${id}-agree-error` : undefined}
              onChange={(event) => {
                setAgree(event.target.checked)
                if (event.target.checked) setErrors((e) => withoutError(e, 'agree'))
              }}
            />
            <span>
              {t.rich('agree', {
                terms: (chunks) => (
                  <Link href="/help" target="_blank">
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          </label>
          {errors.agree && (
            <p id={`${id}-agree-error`} className={styles.error}>
              {errors.agree}
            </p>
          )}
        </div>
        <FormFailure message={failure} />
        {firebasePhone && <div ref={recaptchaBox} />}
        <div className={styles.actions}>
          {variant === 'page' && (
            <button type="button" className={styles.secondary} onClick={reset}>
              {t('reset')}
            </button>
          )}
          <SubmitButton pending={busy} wide={false}>
            {busy ? t('submitting') : t('submit')}
          </SubmitButton>
        </div>
        {onSwitchToLogin && (
          <p className={styles.footerLinks}>
            <span>{t('haveAccount')}</span>
            <button type="button" className={styles.link} onClick={onSwitchToLogin}>
              {t('loginLink')}
            </button>
          </p>
        )}
        <p className={styles.legal}>{t('adultsOnly')}</p>
      </form>
      <Modal
        open={invitationError}
        onClose={() => setInvitationError(false)}
        onConfirm={() => setInvitationError(false)}
        title={t('invitationTitle')}
        closeLabel={a('close')}
        role="alertdialog"
        footer={
          <button type="button" className={styles.primary} onClick={() => setInvitationError(false)}>
            {a('confirm')}
          </button>
        }
      >
        <p className={styles.notice}>{t('invitationCodeError')}</p>
      </Modal>
      <Modal
        open={mobileTip}
        onClose={() => setMobileTip(false)}
        onConfirm={() => {
          setMobileTip(false)
          void send(urlAffiliate ?? clean('affiliateCode'))
        }}
        title={t('mobileTipTitle')}
        closeLabel={a('close')}
        role="alertdialog"
        footer={
          <>
            <button type="button" className={styles.secondary} onClick={() => setMobileTip(false)}>
              {a('cancel')}
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                setMobileTip(false)
                void send(urlAffiliate ?? clean('affiliateCode'))
              }}
            >
              {a('continue')}
            </button>
          </>
        }
      >
        <p className={styles.notice}>
          {t('mobileTip', { account: clean('mobileNum').replace(/[\s-]/g, '') })}
        </p>
      </Modal>
    </>
  )
}
