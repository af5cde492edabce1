'use client'

import { useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { mutate } from 'swr'
import { useRouter } from '@/i18n/navigation'
import { apiFetch, isApiError } from '@/lib/api-client'
import { checkConfirmation, checkRule, describeRule, serverFieldError } from '@/lib/auth/field-rules'
import { emitAuthFlow } from '@/lib/auth/flow-events'
import { SESSION_KEY } from '@/lib/swr/use-session'
import { useErrorFocus, useFieldErrorText } from './field'
import { CurrentPasswordField, NewPasswordFields } from './form-fields'
import { FormFailure, SubmitButton } from '@/components/ui/form'
import { useRegisterSettings } from './use-register-settings'
import styles from './auth.module.css'

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirmNewPassword', string>>

// Change password, also the forced change after a default or expired password. The current password is
// asked only when it is not known (right after logging in it is, in memory). Success signs out here and
// opens login, so the new password is used at once.
export function ChangePasswordForm({
  forced,
  knownPassword,
  onDone,
}: {
  forced: boolean
  knownPassword?: string
  onDone: () => void
}) {
  const t = useTranslations('Password')
  const a = useTranslations('Auth')
  const fieldError = useFieldErrorText()
  const router = useRouter()
  const settings = useRegisterSettings()
  const form = useRef<HTMLFormElement>(null)
  const focusErrors = useErrorFocus(form)
  const [askOld, setAskOld] = useState(!knownPassword)
  const [oldPassword, setOldPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const rule = settings.data?.rules.password
  // The password rule comes with the settings; without them the server still checks it.
  const ready = !!settings.data || !!settings.error

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !ready) return
    setFailure(null)
    const found: Errors = {}
    if (askOld && oldPassword === '') found.oldPassword = fieldError({ code: 'required' }) ?? undefined
    const ruleError = fieldError(checkRule(rule, newPassword, true))
    if (ruleError) found.newPassword = ruleError
    const confirmError = fieldError(checkConfirmation(newPassword, confirm))
    if (confirmError) found.confirmNewPassword = confirmError
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusErrors()
      return
    }
    setBusy(true)
    try {
      await apiFetch('/api/auth/password/change', {
        method: 'POST',
        body: {
          oldPassword: askOld ? oldPassword : (knownPassword ?? ''),
          newPassword,
          confirmNewPassword: confirm,
        },
        networkErrorMessage: a('networkError'),
      })
      await apiFetch('/api/auth/logout', { method: 'POST', body: {} }).catch(() => undefined)
      await mutate(SESSION_KEY, null, { revalidate: false })
      onDone()
      emitAuthFlow({ kind: 'login', notice: 'passwordChanged' })
      router.refresh()
    } catch (error) {
      if (!isApiError(error)) {
        setFailure(a('networkError'))
      } else if (error.code === 'old_password_invalid') {
        setAskOld(true)
        setErrors({ oldPassword: error.message })
        focusErrors()
      } else if (error.code === 'password_reused') {
        setErrors({ newPassword: error.message })
        focusErrors()
      } else if (error.code === 'password_mismatch') {
        setErrors({ confirmNewPassword: error.message })
        focusErrors()
      } else if (error.code === 'invalid_input' && Object.keys(error.fields).length > 0) {
        const next: Errors = {}
        for (const [name, code] of Object.entries(error.fields)) {
          const key = name === 'oldPassword' || name === 'confirmNewPassword' ? name : 'newPassword'
          next[key] = fieldError(serverFieldError(code, rule)) ?? error.message
        }
        setErrors(next)
        focusErrors()
      } else {
        setFailure(error.message)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {forced && (
        <p className={styles.notice} role="status">
          {t('forcedNotice')}
        </p>
      )}
      {askOld && (
        <CurrentPasswordField
          name="oldPassword"
          label={t('oldPassword')}
          value={oldPassword}
          onChange={setOldPassword}
          error={errors.oldPassword}
        />
      )}
      <NewPasswordFields
        password={{
          name: 'newPassword',
          label: t('newPassword'),
          value: newPassword,
          onChange: setNewPassword,
          error: errors.newPassword,
          hint: rule ? fieldError(describeRule(rule)) : null,
        }}
        confirm={{
          name: 'confirmNewPassword',
          label: t('confirmNewPassword'),
          value: confirm,
          onChange: setConfirm,
          error: errors.confirmNewPassword,
        }}
      />
      <FormFailure message={failure} />
      <SubmitButton pending={busy || !ready}>
        {busy ? a('saving') : ready ? t('submit') : a('loading')}
      </SubmitButton>
    </form>
  )
}
