'use client'

import { CountryPicker, type Country } from './country-picker'
import { Field } from '@/components/ui/form'
import { PasswordField } from './field'
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
          onError={(message) => {
            onInfo(null)
            onFailure(message)
          }}
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
