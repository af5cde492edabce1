'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { useHydrated } from '@/lib/ui/use-hydrated'
import memberStyles from '../member-centre.module.css'
import styles from './referral.module.css'

// The invite link with its copy button, and a share button where the browser has the Web Share API
// (phones, mostly); without it, copying is the way to pass the link on.
export function InviteLink({ link, labels }: { link: string; labels: Messages['Referral'] }) {
  const [notice, setNotice] = useState<string | null>(null)
  // Known only in the browser: the server renders copy alone.
  const canShare = useHydrated() && typeof navigator.share === 'function'

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setNotice(labels.copied)
    } catch {
      setNotice(labels.copyFailed)
    }
  }
  const share = async () => {
    try {
      await navigator.share({ title: labels.shareTitle, text: labels.shareText, url: link })
    } catch (error) {
      // Closing the share sheet is not a failure worth a message.
      if ((error as { name?: string }).name !== 'AbortError') await copy()
    }
  }
  return (
    <div className={styles.linkBlock}>
      <label className={styles.linkLabel} htmlFor="invite-link">
        {labels.linkLabel}
      </label>
      <input
        id="invite-link"
        className={styles.link}
        value={link}
        readOnly
        onFocus={(e) => e.target.select()}
      />
      <div className={styles.buttons}>
        <button type="button" className={memberStyles.primary} onClick={() => void copy()}>
          {labels.copy}
        </button>
        {canShare && (
          <button type="button" className={memberStyles.secondary} onClick={() => void share()}>
            {labels.share}
          </button>
        )}
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </div>
  )
}
