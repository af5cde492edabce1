'use client'

import { useTranslations } from 'next-intl'
import { describeRule } from '@/lib/auth/field-rules'
import type { FieldRule } from '@/lib/types'
import { CountryPicker, type Country } from './country-picker'
import { Field, type Form } from '@/components/ui/form'
import { PasswordField, useFieldErrorText } from './field'
import styles from './auth.module.css'
import { SmsCodeButton, type Phone, type SmsSender } from './sms-code-button'

type Bound = {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
}

// A mobile number with the tenant's dialing codes before it (when the country list has come).
export function MobileField({
  countries,
  dialingCode,
  onDialingCode,
  ...field
}: Bound & { countries: Country[]; dialingCode: string; onDialingCode: (code: string) => void }) {
  return (
    <Field
      {...field}
      type="tel"
      required
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={20}
      before={
        countries.length > 0 ? (
          <CountryPicker countries={countries} value={dialingCode} onChange={onDialingCode} />
        ) : null
      }
    />
  )
}

// An SMS code with its "send code" button. What the sending says (sent, or why not) is held by the form,
// so it stays while the player moves between tabs.
export function SmsCodeField({
  send,
  phone,
  sentText,
  info,
  onInfo,
  onFailure,
  ...field
}: Bound & {
  send: SmsSender
  phone: () => Phone | null
  // Shown under the field once a code is on its way.
  sentText: string
  info: string | null
  onInfo: (text: string | null) => void
  // Clears what the form said about an earlier failure once a code is on its way.
  onFailure: (message: string | null) => void
}) {
  return (
    <Field
      {...field}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={255}
      hint={info}
      after={
        <SmsCodeButton
          send={send}
          phone={phone}
          onSent={() => {
            onFailure(null)
            onInfo(sentText)
          }}
          onError={() => onInfo(null)}
        />
      }
    />
  )
}

// The password the player has now (signing in, or proving it before a change).
export function CurrentPasswordField(props: Bound) {
  return <PasswordField {...props} required autoComplete="current-password" maxLength={128} />
}

// A new password and its confirmation; the first may carry the tenant's rule as a hint.
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: Bound & { hint?: string | null }
  confirm: Bound
}) {
  return (
    <>
      <PasswordField {...password} required autoComplete="new-password" maxLength={128} />
      <PasswordField {...confirm} required autoComplete="new-password" maxLength={128} />
    </>
  )
}

// The new password of a password change or reset, under the platform's password rule (when it has come).
export function ChosenPasswordFields<N extends string>({
  form,
  rule,
}: {
  form: Form<N | 'newPassword' | 'confirmNewPassword'>
  rule: FieldRule | undefined
}) {
  const t = useTranslations('Password')
  const fieldError = useFieldErrorText()
  return (
    <NewPasswordFields
      password={{
        ...form.field('newPassword'),
        label: t('newPassword'),
        hint: rule ? fieldError(describeRule(rule)) : null,
      }}
      confirm={{ ...form.field('confirmNewPassword'), label: t('confirmNewPassword') }}
    />
  )
}

// The mobile number with its dialing code, then the SMS code with its send button, as the login, the
// registration and the password reset ask them. `checkPhone` words what is wrong with the digits, if
// anything; no code is sent until it passes. `code` is absent where the tenant sends none.
export function PhoneCodeFields<N extends string>({
  form,
  names,
  labels,
  countries,
  checkPhone,
  code,
  codeOnly = false,
}: {
  form: Form<N>
  names: { mobile: N; dialing: N; code: N }
  labels: { mobile: string; code: string }
  countries: Country[]
  checkPhone: (digits: string) => string | null
  code?: { send: SmsSender; sentText: string; info: string | null; onInfo: (text: string | null) => void }
  // The code field alone, its number asked higher up (the registration shows the passwords between).
  codeOnly?: boolean
}) {
  const dialingCode = form.value(names.dialing) || countries[0]?.dialingCode || ''
  return (
    <>
      {!codeOnly && (
        <MobileField
          {...form.field(names.mobile)}
          label={labels.mobile}
          countries={countries}
          dialingCode={dialingCode}
          onDialingCode={form.set(names.dialing)}
        />
      )}
      {code && (
        <SmsCodeField
          {...form.field(names.code)}
          label={labels.code}
          send={code.send}
          phone={() => {
            const digits = phoneDigits(form.value(names.mobile))
            const problem = checkPhone(digits)
            form.setError(names.mobile, problem)
            return problem || !dialingCode ? null : { countryDialingCode: dialingCode, mobile: digits }
          }}
          sentText={code.sentText}
          info={code.info}
          onInfo={code.onInfo}
          onFailure={form.setFailure}
        />
      )}
    </>
  )
}

// A typed mobile number without the spaces and dashes allowed while typing.
export function phoneDigits(value: string): string {
  return value.replace(/[\s-]/g, '')
}

// "No account yet? Register" under login, "Have an account? Log in" under registration.
export function SwitchLink({ text, link, onClick }: { text: string; link: string; onClick: () => void }) {
  return (
    <p className={styles.footerLinks}>
      <span>{text}</span>
      <button type="button" className={styles.link} onClick={onClick}>
        {link}
      </button>
    </p>
  )
}
