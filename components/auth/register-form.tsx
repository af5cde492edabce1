'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { FormFailure, SubmitButton, formStyles, useForm } from '@/components/ui/form'
import { useRouter } from '@/i18n/navigation'
import { isApiError } from '@/lib/client/errors'
import { serverFieldError } from '@/lib/auth/field-rules'
import {
  REFUSED_FIELD,
  REGISTER_INITIAL,
  checkRegistration,
  cleanValue,
  enabledRule,
  registerFieldsToSend,
  type RegisterName,
  type RegisterShape,
} from '@/lib/auth/register-check'
import { PROFILE_FIELDS } from '@/lib/auth/register-fields'
import type { RegisterFeatures } from '@/lib/features'
import { affiliateValid, logout, register } from '@/lib/client/auth'
import type { FirebaseWebConfig } from '@/lib/firebase/config'
import { FirebasePhoneError } from '@/lib/firebase/phone'
import { useFirebasePhone } from '@/lib/firebase/use-firebase-phone'
import { useSession } from '@/lib/swr/use-session'
import { emitAuthFlow } from '@/lib/ui/auth-events'
import type { CaptchaHandle } from './captcha-field'
import { useFieldErrorText } from './field'
import { SwitchLink } from './form-fields'
import { FormTabs } from './form-tabs'
import { RegisterDialogs } from './register-dialogs'
import { RegisterFields } from './register-fields'
import { RegisterLoading, TermsSwitch, useUsernameCheck } from './register-parts'
import { platformSmsSender } from './sms-code-button'
import { useRegisterSettings } from '@/lib/swr/use-register-settings'
import styles from './auth.module.css'

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
  const captchaRef = useRef<CaptchaHandle>(null)
  // Set on tenants verifying phones with Firebase; the SDK loads at the first "send code".
  const [firebasePhone, recaptchaBox] = useFirebasePhone(firebase)
  const settings = useRegisterSettings()
  const { member } = useSession()
  const [chosenMode, setMode] = useState<RegisterShape['mode']>('username')
  const [codeInfo, setCodeInfo] = useState<string | null>(null)
  const [urlAffiliate, setUrlAffiliate] = useState<string | null>(null)
  const [invitationError, setInvitationError] = useState(false)
  const [mobileTip, setMobileTip] = useState<string | null>(null)

  const rules = settings.data?.rules ?? {}
  // Nothing is offered until the settings arrive.
  const on = (feature: keyof RegisterFeatures) => settings.data?.features[feature] ?? false
  const usernameOn = on('usernameRegistration')
  const mobileOn = on('mobileRegistration')
  // Username registration switched off: mobile is the only way.
  const mode = !usernameOn && mobileOn ? 'mobile' : chosenMode
  const shape: RegisterShape = {
    mode,
    // A registration by mobile number asks only for the birthday of the profile fields.
    profileFields: PROFILE_FIELDS.filter(
      (name) => enabledRule(rules, name) && (mode === 'username' || name === 'birthday'),
    ),
    showPassword: mode === 'username' || on('mobilePasswordRegistration'),
    showCode: mode === 'mobile' && on('registrationSmsCheck'),
    showAffiliate: !!enabledRule(rules, 'affiliateCode') && !urlAffiliate,
    showCaptcha: !!enabledRule(rules, 'captcha') && on('captcha'),
  }

  const form = useForm<RegisterName>({
    initial: REGISTER_INITIAL,
    networkError: a('networkError'),
    validate: (v) => {
      const found = checkRegistration(v, rules, shape)
      const texts = Object.fromEntries(
        Object.entries(found).map(([name, error]) => [name, fieldError(error)]),
      )
      return { ...texts, agree: v.agree ? null : t('agreeRequired') }
    },
    alias: { mobile: 'mobileNum' },
    fieldText: (name, code) => fieldError(serverFieldError(code, rules[name])),
  })
  // Until the player picks a country, the first one's dialing code is shown, and it is the one sent.
  const firstDialing = settings.data?.countries[0]?.dialingCode ?? ''
  const clean = (name: RegisterName) => cleanValue(name, form.value(name), firstDialing)
  const checkUsername = useUsernameCheck(form, rules, t('usernameTaken'))

  // An invitation link carries the agent's code: when it is valid the field is hidden and the code used.
  useEffect(() => {
    const code = query('affiliateCode')
    if (!code) return
    let live = true
    affiliateValid(code)
      .then((valid) => {
        if (live && valid) setUrlAffiliate(code)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  async function check(): Promise<void> {
    const affiliate = shape.showAffiliate ? clean('affiliateCode') : ''
    if (affiliate && !(await affiliateValid(affiliate))) return setInvitationError(true)
    if (mode === 'mobile') return setMobileTip(clean('mobileNum'))
    await send()
  }

  async function send() {
    const affiliate = shape.showAffiliate ? clean('affiliateCode') : (urlAffiliate ?? '')
    // Confirmed with Firebase first: a wrong code stops here, and the platform gets the id token.
    const firebaseFields =
      shape.showCode && firebasePhone
        ? {
            firebaseIdToken: await firebasePhone.verify(clean('verificationCode')),
            firebaseChannel: 'sms' as const,
          }
        : {}
    // A demo (trial) session ends first: the new account signs in in its place.
    if (member?.isTrial) await logout()
    const body: Record<string, string> = {}
    for (const name of registerFieldsToSend(shape, !firebasePhone)) if (clean(name)) body[name] = clean(name)
    if (affiliate) body.affiliateCode = affiliate
    const referral = query('referralCode')
    if (referral) body.referralCode = referral
    const termsVersion = settings.data?.termsVersion ?? undefined
    const fresh = await register(
      { ...body, mode, acceptTerms: true, termsVersion, ...firebaseFields },
      a('networkError'),
    )
    onRegistered?.()
    form.reset()
    router.replace('/')
    router.refresh()
    emitAuthFlow({
      kind: 'register-success',
      account: fresh.account || fresh.userName,
      mobile: mode === 'mobile',
    })
  }

  function refused(error: unknown): boolean {
    if (shape.showCaptcha) captchaRef.current?.refresh()
    if (error instanceof FirebasePhoneError)
      return form.fail({ verificationCode: a(`firebase.${error.key}`) })
    if (!isApiError(error)) return false
    if (error.code === 'affiliate_invalid') setInvitationError(true)
    else if (REFUSED_FIELD[error.code]) form.fail({ [REFUSED_FIELD[error.code]!]: error.message })
    else return false
    return true
  }

  if (!settings.data)
    return <RegisterLoading failed={!!settings.error} onRetry={() => void settings.mutate()} />

  return (
    <>
      <form
        id={form.id}
        className={formStyles.form}
        onSubmit={(event) => form.submit(check, refused)(event)}
        noValidate
      >
        <FormTabs
          id={id}
          label={t('methods')}
          tabs={{ username: t('tabUsername'), mobile: t('tabMobile') }}
          selected={mode}
          onSelect={setMode}
          form={form}
          enabled={usernameOn && mobileOn}
        >
          <RegisterFields
            form={form}
            shape={shape}
            rules={rules}
            countries={settings.data.countries}
            smsSender={firebasePhone ? firebasePhone.send : platformSmsSender('register', a('networkError'))}
            codeInfo={codeInfo}
            onCodeInfo={setCodeInfo}
            captchaRef={captchaRef}
            onUsernameBlur={() => void checkUsername(mode)}
          />
        </FormTabs>
        <TermsSwitch id={`${id}-agree`} form={form} />
        <FormFailure message={form.failure} />
        {firebasePhone && <div ref={recaptchaBox} />}
        <div className={styles.actions}>
          {variant === 'page' && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                form.reset()
                setCodeInfo(null)
              }}
            >
              {t('reset')}
            </button>
          )}
          <SubmitButton pending={form.pending} wide={false}>
            {form.pending ? t('submitting') : t('submit')}
          </SubmitButton>
        </div>
        {onSwitchToLogin && (
          <SwitchLink text={t('haveAccount')} link={t('loginLink')} onClick={onSwitchToLogin} />
        )}
        <p className={styles.legal}>{t('adultsOnly')}</p>
      </form>
      <RegisterDialogs
        invitationError={invitationError}
        onInvitationClosed={() => setInvitationError(false)}
        mobileTip={mobileTip}
        onMobileTipClosed={() => setMobileTip(null)}
        onContinue={() => form.run(send, refused)}
      />
    </>
  )
}
