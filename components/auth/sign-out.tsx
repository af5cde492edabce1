'use client'

import { useState, type ReactNode } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { ConfirmDialog } from '@/components/modals/modal'
import { getPathname } from '@/i18n/navigation'
import { apiFetch, isApiError } from '@/lib/api-client'
import type { Locale } from '@/i18n/locales'
import { emitAuthFlow } from '@/lib/ui/auth-events'

// For menus outside the auth islands (the header's avatar menu): asks the dialog host to show the
// sign-out confirmation. Answers false when no host is mounted, so the caller can confirm by itself.
export function confirmSignOut(): boolean {
  return emitAuthFlow({ kind: 'sign-out' })
}

// Signing out: the token is revoked upstream and the session cookie cleared, then the page is loaded
// afresh at home, so nothing of the member (lists, balances, the agent or VIP service state, the router's
// cached pages) survives in memory. The tenant comes from the host, so the merchant's values stay.
export async function signOut(locale: Locale, networkErrorMessage: string): Promise<void> {
  await apiFetch('/api/auth/logout', { method: 'POST', body: {}, networkErrorMessage })
  window.location.replace(getPathname({ href: '/', locale }))
}

// The confirmation before signing out, for any menu that offers it.
export function SignOutDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const t = useTranslations('Logout')
  const a = useTranslations('Auth')
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await signOut(locale, t('failed'))
    } catch (e) {
      setError(isApiError(e) ? e.message : t('failed'))
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('title')}
      message={error ?? t('question')}
      confirmLabel={busy ? t('signingOut') : t('confirm')}
      cancelLabel={a('cancel')}
      closeLabel={a('close')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setError(null)
        onCancel()
      }}
    />
  )
}

// A sign-out button that asks first. `className` and `children` let a menu style it as one of its items.
export function SignOutButton({
  className,
  role,
  children,
  onOpen,
}: {
  className?: string
  role?: 'menuitem'
  children?: ReactNode
  onOpen?: () => void
}) {
  const t = useTranslations('Logout')
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        role={role}
        className={className}
        onClick={() => {
          onOpen?.()
          setOpen(true)
        }}
      >
        {children ?? t('button')}
      </button>
      <SignOutDialog open={open} onCancel={() => setOpen(false)} />
    </>
  )
}
