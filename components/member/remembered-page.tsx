'use client'

import { useEffect } from 'react'
import { Link, useRouter } from '@/i18n/navigation'
import { REMEMBERED_PAGE_KEY, isMemberPage, type MemberPageSlug } from '@/lib/member/pages'
import styles from './member-centre.module.css'

// Sends /member on to the page the player had open last, or to the default one.
export function RememberedPage({
  fallback,
  openingLabel,
  defaultLabel,
}: {
  fallback: MemberPageSlug
  openingLabel: string
  defaultLabel: string
}) {
  const router = useRouter()
  useEffect(() => {
    let page: string | null = null
    try {
      page = localStorage.getItem(REMEMBERED_PAGE_KEY)
    } catch {
      page = null
    }
    const target = isMemberPage(page) ? page : fallback
    // Pages switched off for this site are not in the list; their link is, so fall back when missing.
    const known = document.querySelector(`[data-member-page="${target}"]`) ? target : fallback
    router.replace(`/member/${known}`)
  }, [fallback, router])
  return (
    <div className={styles.notice} role="status" aria-live="polite">
      <p>{openingLabel}</p>
      <Link href={`/member/${fallback}`} className={styles.secondary}>
        {defaultLabel}
      </Link>
    </div>
  )
}
