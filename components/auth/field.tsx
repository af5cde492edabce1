'use client'

import { useTranslations } from 'next-intl'
import { PasswordField as KitPasswordField, type FieldProps } from '@/components/ui/form'
import { errorKey, type FieldError } from '@/lib/auth/field-rules'

// The translated text of a field error (FieldRules namespace).
export function useFieldErrorText() {
  const t = useTranslations('FieldRules')
  return (error: FieldError | null | undefined): string | null => {
    if (!error) return null
    const { key, values } = errorKey(error)
    return values ? t(key as 'pattern0', values as { range: string }) : t(key as 'required')
  }
}

// The kit's password field with its show/hide toggle named in the auth texts.
export function PasswordField(props: Omit<FieldProps, 'type' | 'after'>) {
  const t = useTranslations('Auth')
  return (
    <KitPasswordField
      {...props}
      showLabel={t('showPassword', { field: props.label })}
      hideLabel={t('hidePassword', { field: props.label })}
    />
  )
}
