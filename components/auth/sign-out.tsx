'use client'

import { useLocale, useTranslations } from 'next-intl'
import { ConfirmDialog } from '@/components/modals/modal'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { logout } from '@/lib/client/auth'
import { useBusyAction } from '@/lib/ui/use-busy-action'

// Signing out: the token is revoked upstream and the session cookie cleared, then the page is loaded
// afresh at home, so nothing of the member (lists, balances, the agent or VIP service state, the router's
// cached pages) survives in memory. The tenant comes from the host, so the merchant's values stay.
export async function signOut(locale: Locale, networkErrorMessage: string): Promise<void> {
  await logout(networkErrorMessage)
  window.location.replace(getPathname({ href: '/', locale }))
}

// The confirmation before signing out, for any menu that offers it.
export function SignOutDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const t = useTranslations('Logout')
  const a = useTranslations('Auth')
  const locale = useLocale()
  const { busy, error, run, clearError } = useBusyAction(t('failed'), { leaves: true })
  const confirm = () => run(() => signOut(locale, t('failed')))

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
        clearError()
        onCancel()
      }}
    />
  )
}
