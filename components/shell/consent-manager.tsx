'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import type { Messages } from 'next-intl'
import { CONSENT_OPEN_EVENT } from '@/lib/analytics/events'
import { consentCookie, consentOf, type ConsentChoice } from '@/lib/analytics/consent'
import { pageView, settleAnalytics } from '@/lib/analytics/track'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import styles from './consent.module.css'

// Loads the tenant's Google tag after a yes: the queue the tag reads, its settings (no page view of its
// own, no ad signals), then the script. Nothing of Google's is requested before this runs.
function loadTag(id: string) {
  if (window.portalAnalytics) return
  window.dataLayer = window.dataLayer ?? []
  window.gtag = function gtag() {
    // The tag reads its queue as `arguments` objects, not arrays.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments)
  }
  window.gtag('js', new Date())
  window.gtag('config', id, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
  document.head.append(script)
  settleAnalytics(true)
}

// The consent choice on the first visit (necessary only, or analytics too, equal buttons, nothing
// pre-chosen), again from the footer's cookie settings, and the tag with its page views after a yes. The
// choice lives in the browser only (lib/analytics/consent.ts), so shared pages stay the same for all: the
// server renders the question for everyone, painted with the page for a first visit, and hidden before it
// paints for a visitor who has chosen (ThemeScript marks the page; consent.module.css). Its words come
// from the server (consent-banner.tsx).
type Props = {
  gtagId: string
  labels: Pick<Messages['Consent'], 'necessary' | 'accept'>
  children: ReactNode
}
export function ConsentManager({ gtagId, labels, children }: Props) {
  const pathname = usePathname()
  // undefined until the cookie is read in the browser; null: no valid choice.
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined)
  const [open, setOpen] = useState(true)
  // Asked again from the footer: shown even on a page marked as chosen.
  const [again, setAgain] = useState(false)
  const waiting = useWaitForScripts()

  useEffect(() => {
    const found = consentOf(document.cookie)
    // Read once the page runs in the browser: the server never knows the choice.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoice(found)
    setOpen(found === null)
    const reopen = () => {
      setAgain(true)
      setOpen(true)
    }
    window.addEventListener(CONSENT_OPEN_EVENT, reopen)
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen)
  }, [])

  useEffect(() => {
    if (choice === 'analytics') loadTag(gtagId)
    else if (choice !== undefined && window.portalAnalytics !== true) settleAnalytics(false)
  }, [choice, gtagId])

  useEffect(() => {
    if (choice === 'analytics') pageView(pathname)
  }, [choice, pathname])

  const decide = (next: ConsentChoice) => {
    document.cookie = consentCookie(next, window.location.protocol === 'https:')
    setOpen(false)
    // A yes taken back: the page starts over without the tag, so nothing more leaves for it.
    if (next === 'necessary' && window.portalAnalytics) return window.location.reload()
    setChoice(next)
  }

  if (!open) return null
  return (
    <section
      className={styles.banner}
      aria-labelledby="consent-heading"
      data-testid="consent-banner"
      data-first={again ? undefined : ''}
    >
      {children}
      <div className={styles.actions}>
        <button type="button" className={styles.button} {...waiting} onClick={() => decide('necessary')}>
          {labels.necessary}
        </button>
        <button type="button" className={styles.button} {...waiting} onClick={() => decide('analytics')}>
          {labels.accept}
        </button>
      </div>
    </section>
  )
}

// The footer's way back to the choice.
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}
    >
      {label}
    </button>
  )
}
