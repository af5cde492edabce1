'use client'

import { useEffect } from 'react'
import { Link, useRouter } from '@/i18n/navigation'
import styles from './centre.module.css'

// Sends a centre's own address on to the page the player had open last, or to the default one. Only pages
// on the list (switched on for this site) count.
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
