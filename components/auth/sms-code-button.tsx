'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { isApiError } from '@/lib/client/errors'
import { sendSmsCode } from '@/lib/client/auth'
import { SEND_THROTTLE_MS, countdownSeconds } from '@/lib/auth/countdown'
import { FirebasePhoneError } from '@/lib/firebase/phone'
import { formStyles } from '@/components/ui/form'
import { QuestionDialog } from './register-dialogs'

export type Phone = { countryDialingCode: string; mobile: string }
export type SmsSent = { resendAfterSeconds: number; expiresAt: string | null }
// Sends a code; the platform's own SMS by default, Firebase when the tenant is configured for it.
export type SmsSender = (phone: Phone) => Promise<SmsSent>

export function platformSmsSender(
  purpose: 'register' | 'login' | 'reset',
  networkErrorMessage: string,
): SmsSender {
  return (phone) => sendSmsCode({ purpose, ...phone }, networkErrorMessage)
}

// The "send code" button: validates the number first (through `phone`), sends at most once a second,
// and stays blocked for the code's countdown. A refused send shows the server's message in a warning the
// player confirms (spec §8), over the form they are filling in.
export function SmsCodeButton({
  phone,
  send,
  onSent,
  onError,
}: {
  // The number to send to, or null when it is not valid (the form shows why).
  phone: () => Phone | null
  send: SmsSender
  onSent?: (sent: SmsSent) => void
  // Told that the send failed (the warning itself is shown here).
  onError: () => void
}) {
  const t = useTranslations('Auth')
  const [warning, setWarning] = useState<string | null>(null)
  const [until, setUntil] = useState(0)
  const [left, setLeft] = useState(0)
  const [busy, setBusy] = useState(false)
  const lastPress = useRef(0)

  useEffect(() => {
    if (until === 0) return
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000))
      setLeft(seconds)
      if (seconds === 0) setUntil(0)
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [until])

  async function press() {
    const now = Date.now()
    if (busy || left > 0 || now - lastPress.current < SEND_THROTTLE_MS) return
    // A press the number check refuses sends nothing, so it does not count towards the throttle.
    const target = phone()
    if (!target) return
    lastPress.current = now
    setBusy(true)
    try {
      const sent = await send(target)
      setUntil(Date.now() + countdownSeconds(sent) * 1000)
      onSent?.(sent)
    } catch (error) {
      if (isApiError(error) && error.retryAfterSeconds) setUntil(Date.now() + error.retryAfterSeconds * 1000)
      // Firebase's refusals (a bad number, too many codes, a failed check) have texts of their own.
      onError()
      if (error instanceof FirebasePhoneError) setWarning(t(`firebase.${error.key}`))
      else setWarning(error instanceof Error && error.message ? error.message : t('smsFailed'))
    } finally {
      setBusy(false)
    }
  }

  const waiting = left > 0
  const confirm = () => setWarning(null)
  return (
    <>
      <button
        type="button"
        className={formStyles.addon}
        onClick={() => void press()}
        disabled={busy || waiting}
        aria-busy={busy || undefined}
        aria-live="polite"
      >
        {busy ? t('sending') : waiting ? t('resendIn', { seconds: left }) : t('sendCode')}
      </button>
      <QuestionDialog
        open={warning !== null}
        onClose={confirm}
        title={t('smsFailedTitle')}
        confirmLabel={t('confirm')}
      >
        {warning}
      </QuestionDialog>
    </>
  )
}
