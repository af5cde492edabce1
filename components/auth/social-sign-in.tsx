'use client'

import { useState } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { isApiError } from '@/lib/client/errors'
import { login } from '@/lib/client/auth'
import type { SocialProviders } from '@/lib/firebase/config'
import {
  FirebaseSocialError,
  prepareSocialSignIn,
  socialIdToken,
  type SocialChannel,
} from '@/lib/firebase/social'
import type { FirebaseWebConfig } from '@/lib/firebase/web-config'
import type { LoginOutput } from '@/lib/auth/schemas'
import { Icon } from '@/components/shell/icon'
import { FormFailure, Spinner } from '@/components/ui/form'
import styles from './social-sign-in.module.css'

const PROVIDER_NAMES: Record<SocialChannel, string> = { google: 'Google', facebook: 'Facebook' }

// A "G" drawn with the line icons' stroke, in the text colour (no brand colours: both themes).
function GoogleMark() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M19.5 12H12.5M19.5 12a7.5 7.5 0 11-2.2-5.3" />
    </svg>
  )
}

// "Continue with Google / Facebook" under the login form, for tenants that switched them on: the
// Firebase popup signs the player in with the provider, the BFF signs them in to the Portal with the id
// token, and the form lands them as after a password login.
export function SocialSignIn({
  providers,
  config,
  disabled,
  onBusy,
  onSignedIn,
}: {
  providers: SocialProviders
  config: FirebaseWebConfig
  // The form around is sending its own login.
  disabled?: boolean
  onBusy?: (busy: boolean) => void
  onSignedIn: (result: LoginOutput) => Promise<void> | void
}) {
  const t = useTranslations('Login.social')
  const a = useTranslations('Auth')
  const locale = useLocale()
  const [pending, setPending] = useState<SocialChannel | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const channels = (['google', 'facebook'] as const).filter((channel) => providers[channel])
  if (channels.length === 0) return null

  async function signIn(channel: SocialChannel) {
    if (pending || disabled) return
    const provider = PROVIDER_NAMES[channel]
    setFailure(null)
    setPending(channel)
    onBusy?.(true)
    try {
      const firebaseIdToken = await socialIdToken(config, channel, locale)
      const result = await login({ type: 'firebase', channel, firebaseIdToken }, a('networkError'))
      await onSignedIn(result)
    } catch (error) {
      if (error instanceof FirebaseSocialError) {
        setFailure(a(`firebase.${error.key}`))
      } else if (isApiError(error) && error.code === 'login_failed') {
        setFailure(t('failed', { provider }))
      } else if (isApiError(error) && error.code === 'feature_disabled') {
        setFailure(t('unavailable', { provider }))
      } else {
        setFailure(isApiError(error) ? error.message : a('networkError'))
      }
      setPending(null)
      onBusy?.(false)
    }
  }

  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('or')}</span>
      </p>
      <div className={styles.buttons} role="group" aria-label={t('label')}>
        {channels.map((channel) => {
          const provider = PROVIDER_NAMES[channel]
          const busy = pending === channel
          return (
            <button
              key={channel}
              type="button"
              className={styles.button}
              disabled={disabled || (pending !== null && !busy)}
              aria-busy={busy || undefined}
              aria-disabled={busy || undefined}
              onPointerEnter={() => prepareSocialSignIn(config)}
              onFocus={() => prepareSocialSignIn(config)}
              onClick={() => void signIn(channel)}
            >
              {busy ? (
                <Spinner />
              ) : channel === 'google' ? (
                <GoogleMark />
              ) : (
                <Icon name="facebook" size={20} />
              )}
              <span>{busy ? t('pending', { provider }) : t('continueWith', { provider })}</span>
            </button>
          )
        })}
      </div>
      <FormFailure message={failure} />
    </div>
  )
}
