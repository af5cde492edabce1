'use client'

import { useEffect, useMemo, useState } from 'react'
import { useLocale } from 'next-intl'
import { FirebasePhoneError, createFirebasePhone, type FirebasePhone } from './phone'
import type { FirebaseWebConfig } from './web-config'

export type FirebasePhoneHandle = {
  send: FirebasePhone['send']
  verify: FirebasePhone['verify']
}

// Phone verification through Firebase for a form (null when the tenant uses the platform's own SMS
// codes), and the ref of the element the invisible reCAPTCHA lives in, to render inside the form when
// the first is set. Nothing of Firebase loads before the first "send code".
export function useFirebasePhone(
  config: FirebaseWebConfig | null,
): [FirebasePhoneHandle | null, (element: HTMLDivElement | null) => void] {
  const locale = useLocale()
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  // Keyed by content: a re-render with equal keys (a server refresh, a revalidation) keeps the code sent.
  const key = config ? JSON.stringify(config) : ''
  const phone = useMemo(
    () => (key && box ? createFirebasePhone(JSON.parse(key) as FirebaseWebConfig, box, locale) : null),
    [key, box, locale],
  )

  useEffect(() => () => phone?.dispose(), [phone])

  if (!config) return [null, setBox]
  const missing = () => Promise.reject(new FirebasePhoneError('unknown'))
  return [
    {
      send: (target) => (phone ? phone.send(target) : missing()),
      verify: (code) => (phone ? phone.verify(code) : missing()),
    },
    setBox,
  ]
}
