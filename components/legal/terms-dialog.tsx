'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { signOut } from '@/components/auth/sign-out'
import { Modal } from '@/components/modals/modal'
import styles from '@/components/modals/modal.module.css'
import { useCurrentLocale, usePathname } from '@/i18n/navigation'
import { acceptTerms, onTermsRequired, useTermsGate } from '@/lib/client/terms'

type Labels = Record<'title' | 'accept' | 'accepting' | 'signOut' | 'failed', string>
type Props = { version: number; labels: Labels; children: ReactNode }

// The dialog a member behind the current terms cannot put away (no close button, Escape does nothing,
// focus stays inside), with the server-rendered text and link as its content and only "I accept" and
// "Sign out"; accepted, it goes without a reload. Asked again on every page and after any refusal naming
// the terms, so a version published during the session is asked at the next page or money action.
export function TermsDialog({ version, labels, children }: Props) {
  const { data, mutate } = useTermsGate(true)
  const locale = useCurrentLocale()
  const pathname = usePathname()
  const firstPath = useRef(pathname)
  const [busy, setBusy] = useState<'accept' | 'signOut' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    if (pathname !== firstPath.current) void mutate()
  }, [pathname, mutate])
  useEffect(() => onTermsRequired(() => void mutate()), [mutate])
  if (!data?.required) return null

  const run = (kind: 'accept' | 'signOut') => {
    setBusy(kind)
    setFailure(null)
    const action = kind === 'accept' ? acceptTerms(version, labels.failed) : signOut(locale, labels.failed)
    action
      .catch((error: unknown) =>
        setFailure(error instanceof Error && error.message ? error.message : labels.failed),
      )
      .finally(() => setBusy(null))
  }
  const button = (kind: 'accept' | 'signOut', text: string) => (
    <button
      type="button"
      className={kind === 'accept' ? styles.primary : styles.secondary}
      disabled={busy !== null}
      onClick={() => run(kind)}
    >
      {text}
    </button>
  )
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
          {button('signOut', labels.signOut)}
          {button('accept', busy === 'accept' ? labels.accepting : labels.accept)}
        </>
      }
    >
      {children}
      {failure && <p role="alert">{failure}</p>}
    </Modal>
  )
}
