'use client'

import { useEffect, useRef, useState } from 'react'
import { useLocale } from 'next-intl'
import { signOut } from '@/components/auth/sign-out'
import { Modal } from '@/components/modals/modal'
import styles from '@/components/modals/modal.module.css'
import type { Locale } from '@/i18n/locales'
import { Link, usePathname } from '@/i18n/navigation'
import { acceptTerms, onTermsRequired, useTermsGate } from '@/lib/client/terms'
import { fill } from '@/lib/ui/fill'
import type { Messages } from 'next-intl'

export type TermsLabels = Messages['TermsGate']

// The dialog a member behind the current terms cannot put away: no close button, Escape does nothing,
// focus stays inside. It links the terms (a new tab) and offers only "I accept" and "Sign out"; once
// accepted it goes without a reload. It is asked again on every page and after any refusal naming the
// terms, so a version published during the session is asked at the next page or money action.
export function TermsDialog({ labels }: { labels: TermsLabels }) {
  const { data, mutate } = useTermsGate(true)
  const locale = useLocale() as Locale
  const pathname = usePathname()
  const [busy, setBusy] = useState<'accept' | 'signOut' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const firstPath = useRef(pathname)

  useEffect(() => {
    if (pathname !== firstPath.current) void mutate()
  }, [pathname, mutate])

  useEffect(() => onTermsRequired(() => void mutate()), [mutate])

  const version = data?.version ?? null
  if (!data?.required || version === null) return null

  const run = async (kind: 'accept' | 'signOut') => {
    setBusy(kind)
    setFailure(null)
    try {
      if (kind === 'accept') await acceptTerms(version, labels.failed)
      else await signOut(locale, labels.failed)
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : labels.failed)
    } finally {
      setBusy(null)
    }
  }

  return (
    <Modal
      open
      dismissible={false}
      role="alertdialog"
      title={labels.title}
      closeLabel={labels.signOut}
      onClose={() => undefined}
      footer={
        <>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy !== null}
            onClick={() => void run('signOut')}
          >
            {labels.signOut}
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={busy !== null}
            aria-busy={busy === 'accept'}
            onClick={() => void run('accept')}
          >
            {busy === 'accept' ? labels.accepting : labels.accept}
          </button>
        </>
      }
    >
      <p>{fill(labels.text, { version: String(version) })}</p>
      <p>
        <Link href="/terms" target="_blank" rel="noopener">
          {labels.read}
        </Link>
      </p>
      {failure && <p role="alert">{failure}</p>}
    </Modal>
  )
}
