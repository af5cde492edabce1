'use client'

import { useEffect, useState, type RefObject } from 'react'
import { useTranslations } from 'next-intl'
import { focusFirstError, PasswordField as KitPasswordField, type FieldProps } from '@/components/ui/form'
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

// Asks for focusFirstError after the render that shows the errors found: call the returned function
// whenever a check or the server has set them.
export function useErrorFocus(form: RefObject<HTMLFormElement | null>): () => void {
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (tick > 0) focusFirstError(form.current)
  }, [tick, form])
  return () => setTick((n) => n + 1)
}
