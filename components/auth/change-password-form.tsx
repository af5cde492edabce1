'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { SubmitRow, formStyles, useForm } from '@/components/ui/form'
import { useRouter } from '@/i18n/navigation'
import { isApiError } from '@/lib/client/errors'
import { checkConfirmation, checkRule, serverFieldError } from '@/lib/auth/field-rules'
import { changePassword } from '@/lib/client/auth'
import { emitAuthFlow } from '@/lib/ui/auth-events'
import { useFieldErrorText } from './field'
import { ChosenPasswordFields, CurrentPasswordField } from './form-fields'
import { useRegisterSettings } from '@/lib/swr/use-register-settings'
import styles from './auth.module.css'

type Name = 'oldPassword' | 'newPassword' | 'confirmNewPassword'

// Where each refusal of the platform shows: under the field it is about.
const REFUSED_FIELD: Record<string, Name> = {
  old_password_invalid: 'oldPassword',
  password_reused: 'newPassword',
  password_mismatch: 'confirmNewPassword',
}

// Change password, also the forced change after a default or expired password. A forced change asks only
// for the new password: the session was opened by the password being replaced, so the platform does not
// ask for it again (the one just typed is sent along when it is in memory, for platforms that check it).
// Success signs out here and opens login, so the new password is used at once.
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
  const [askOld, setAskOld] = useState(!forced)
  const rule = settings.data?.rules.password
  // The password rule comes with the settings; without them the server still checks it.
  const ready = !!settings.data || !!settings.error
  const form = useForm<Name>({
    initial: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    networkError: a('networkError'),
    validate: (v) => ({
      oldPassword: askOld && v.oldPassword === '' ? fieldError({ code: 'required' }) : null,
      newPassword: fieldError(checkRule(rule, v.newPassword, true)),
      confirmNewPassword: fieldError(checkConfirmation(v.newPassword, v.confirmNewPassword)),
    }),
    // Fields the form does not show (a rule of the platform's own) land on the new password.
    alias: { oldPassword: 'oldPassword', confirmNewPassword: 'confirmNewPassword', password: 'newPassword' },
    fieldText: (_name, code) => fieldError(serverFieldError(code, rule)),
  })

  async function send(v: Record<Name, string>) {
    const oldPassword = askOld ? v.oldPassword : (knownPassword ?? '')
    await changePassword({ ...v, oldPassword }, a('networkError'))
    onDone()
    emitAuthFlow({ kind: 'login', notice: 'passwordChanged' })
    router.refresh()
  }

  function refused(error: unknown): boolean {
    const field = isApiError(error) ? REFUSED_FIELD[error.code] : undefined
    if (!field || !isApiError(error)) return false
    if (field === 'oldPassword') setAskOld(true)
    form.fail({ [field]: error.message })
    return true
  }

  return (
    <form id={form.id} className={formStyles.form} onSubmit={form.submit(send, refused, ready)} noValidate>
      {forced && (
        <p className={styles.notice} role="status">
          {t('forcedNotice')}
        </p>
      )}
      {askOld && <CurrentPasswordField {...form.field('oldPassword')} label={t('oldPassword')} />}
      <ChosenPasswordFields form={form} rule={rule} />
      <SubmitRow pending={form.pending || !ready} failure={form.failure}>
        {form.pending ? a('saving') : ready ? t('submit') : a('loading')}
      </SubmitRow>
    </form>
  )
}
