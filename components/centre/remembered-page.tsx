'use client'

import { useEffect } from 'react'
import { Link, useRouter } from '@/i18n/navigation'
import styles from './centre.module.css'

// Where the player last followed a link from, recorded from the moment this module loads: a tap on a page
// of the list while the centre's own address is still hydrating is replayed by React after this page's
// effect may have run, and the player's choice must win over the remembered page.
let followedFrom: string | null = null
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) followedFrom = location.pathname
    },
    true,
  )
}

// Sends a centre's own address on to the page the player had open last, or to the default one, unless the
// player has already chosen a page. Only pages on the list (switched on for this site) count.
export function RememberedPage({
  base,
  rememberKey,
  slugs,
  fallback,
  openingLabel,
  defaultLabel,
}: {
  base: string
  rememberKey: string
  slugs: string[]
  fallback: string
  openingLabel: string
  defaultLabel: string
}) {
  const router = useRouter()
  useEffect(() => {
    const chosen = followedFrom === location.pathname
    followedFrom = null
    if (chosen) return
    let page: string | null = null
    try {
      page = localStorage.getItem(rememberKey)
    } catch {
      page = null
    }
    router.replace(`${base}/${page && slugs.includes(page) ? page : fallback}`)
  }, [base, rememberKey, slugs, fallback, router])
  return (
    <div className={styles.notice} role="status" aria-live="polite">
      <p>{openingLabel}</p>
      <Link href={`${base}/${fallback}`} className={styles.secondary}>
        {defaultLabel}
      </Link>
    </div>
  )
}
