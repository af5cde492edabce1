'use client'

import { emitAuthFlow } from '@/lib/ui/auth-events'
import { useRouter } from '@/i18n/navigation'
import { LoginForm } from './login-form'

// The login form as a page (the forced-login target): forgotten password opens its dialog, the
// registration link goes to the registration page.
export function LoginPanel({
  smsLogin,
  register,
  next,
  remembered,
}: {
  smsLogin: boolean
  register: boolean
  next?: string
  remembered: string
}) {
  const router = useRouter()
  return (
    <LoginForm
      smsLogin={smsLogin}
      next={next}
      remembered={remembered}
      onForgot={() => emitAuthFlow({ kind: 'forgot-password' })}
      onRegister={register ? () => router.push('/register') : undefined}
    />
  )
}
