'use client'

import type { Ref } from 'react'
import { useTranslations } from 'next-intl'
import { Field, type Form } from '@/components/ui/form'
import {
  checkRegisterMobile,
  enabledRule,
  type RegisterName,
  type RegisterShape,
  type Rules,
} from '@/lib/auth/register-check'
import { CaptchaField, type CaptchaHandle } from './captcha-field'
import type { Country } from './country-picker'
import { PasswordField, useFieldErrorText } from './field'
import { NewPasswordFields, PhoneCodeFields } from './form-fields'
import type { SmsSender } from './sms-code-button'

// The input types and autofill names of the profile fields that are not free text.
const FIELD_TYPES: Partial<Record<RegisterName, 'email' | 'date'>> = { email: 'email', birthday: 'date' }
const AUTOCOMPLETE: Partial<Record<RegisterName, string>> = {
  email: 'email',
  payeeName: 'name',
  birthday: 'bday',
}

// The fields of the registration form the tenant's rules and switches ask for, in the order it shows
// them; the form around holds the values and sends them.
export function RegisterFields({
  form,
  shape,
  rules,
  countries,
  smsSender,
  codeInfo,
  onCodeInfo,
  captchaRef,
  onUsernameBlur,
}: {
  form: Form<RegisterName>
  shape: RegisterShape
  rules: Rules
  countries: Country[]
  smsSender: SmsSender
  codeInfo: string | null
  onCodeInfo: (text: string | null) => void
  captchaRef: Ref<CaptchaHandle>
  onUsernameBlur: () => void
}) {
  const t = useTranslations('Register')
  const a = useTranslations('Auth')
  const fieldError = useFieldErrorText()
  const label = (name: string) => t(`fields.${name}` as 'fields.username')
  const bound = (name: RegisterName) => ({ ...form.field(name), label: label(name) })
  const required = (name: RegisterName) => !!enabledRule(rules, name)?.required
  // The number asked with the account name, and again with the code when the code comes last.
  const phone = {
    form,
    names: { mobile: 'mobileNum', dialing: 'countryDialingCode', code: 'verificationCode' },
    labels: { mobile: label('mobileNum'), code: label('verificationCode') },
    countries,
    checkPhone: (digits: string) => fieldError(checkRegisterMobile(rules, digits)),
  } as const

  return (
    <>
      {shape.mode === 'username' ? (
        <Field
          {...bound('username')}
          onBlur={onUsernameBlur}
          required
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
        />
      ) : (
        <PhoneCodeFields {...phone} />
      )}
      {shape.showPassword && (
        <NewPasswordFields password={bound('password')} confirm={bound('confirmPassword')} />
      )}
      {shape.profileFields.map((name) =>
        name === 'paymentPassword' ? (
          <PasswordField
            key={name}
            {...bound(name)}
            required={required(name)}
            autoComplete="off"
            maxLength={128}
          />
        ) : (
          <Field
            key={name}
            {...bound(name)}
            type={FIELD_TYPES[name] ?? 'text'}
            required={required(name)}
            autoComplete={AUTOCOMPLETE[name] ?? 'off'}
            maxLength={255}
          />
        ),
      )}
      {shape.showCode && (
        <PhoneCodeFields
          {...phone}
          code={{ send: smsSender, sentText: a('codeSent'), info: codeInfo, onInfo: onCodeInfo }}
          codeOnly
        />
      )}
      {shape.showAffiliate && (
        <Field
          {...bound('affiliateCode')}
          required={required('affiliateCode')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
      )}
      {shape.showCaptcha && (
        <CaptchaField
          ref={captchaRef}
          value={form.value('captcha')}
          onChange={form.set('captcha')}
          error={form.errors.captcha}
          maxLength={enabledRule(rules, 'captcha')?.maxLength}
        />
      )}
    </>
  )
}
