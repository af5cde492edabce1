'use client'

import { lazy, Suspense, useState } from 'react'
import type { Messages } from 'next-intl'
import type { DownloadEntry } from '@/components/modals/download-guide'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import { Icon } from './icon'
import styles from './side-menu.module.css'

// Fetched when the player opens it.
const DownloadModal = lazy(() => import('@/components/modals/download-modal'))

export function DownloadButton({
  downloads,
  labels,
  closeLabel,
}: {
  downloads: DownloadEntry[]
  labels: Messages['Download']
  closeLabel: string
}) {
  const [open, setOpen] = useState(false)
  const waiting = useWaitForScripts()
  return (
    <>
      <button
        type="button"
        className={styles.entry}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...waiting}
      >
        <Icon name="download" />
        <span className={styles.text}>{labels.howTo}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <DownloadModal
            downloads={downloads}
            labels={labels}
            closeLabel={closeLabel}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
}
