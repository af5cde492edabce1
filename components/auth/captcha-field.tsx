'use client'

import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { captchaImage } from '@/lib/client/auth'
import { Field } from '@/components/ui/form'
import styles from './auth.module.css'

export type CaptchaHandle = { refresh: () => void }

// The image captcha: a new image on mount, on a click (at most once a second) and after each failed
// attempt (each image answers one attempt). Its id stays in the Portal's httpOnly cookie.
export const CaptchaField = forwardRef<
  CaptchaHandle,
  {
    value: string
    onChange: (value: string) => void
    error?: string | null
    required?: boolean
    maxLength?: number
  }
>(function CaptchaField({ value, onChange, error, required = true, maxLength = 8 }, ref) {
  const t = useTranslations('Auth')
  const [image, setImage] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [loading, setLoading] = useState(false)
  const last = useRef(0)

  const load = useCallback(async (force = false) => {
    const now = Date.now()
    if (!force && now - last.current < 1000) return
    last.current = now
    setLoading(true)
    try {
      setImage(await captchaImage())
      setFailed(false)
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }, [])

  useImperativeHandle(
    ref,
    () => ({
      refresh: () => {
        onChange('')
        void load(true)
      },
    }),
    [load, onChange],
  )

  useEffect(() => {
    void load(true)
  }, [load])

  return (
    <Field
      name="captcha"
      label={t('captcha')}
      value={value}
      onChange={onChange}
      required={required}
      error={error ?? (failed ? t('captchaFailed') : null)}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={maxLength}
      after={
        <button
          type="button"
          className={styles.captcha}
          onClick={() => void load()}
          aria-label={t('captchaRefresh')}
          aria-busy={loading || undefined}
        >
          {image ? (
            // A data URL the BFF produced: no remote image to optimise.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={image} alt={t('captchaImage')} />
          ) : (
            <span className={styles.captchaPlaceholder}>{t('loading')}</span>
          )}
        </button>
      }
    />
  )
})
