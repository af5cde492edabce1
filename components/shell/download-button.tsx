'use client'

import { lazy, Suspense, useState } from 'react'
import type { Messages } from 'next-intl'
import type { DownloadEntry } from '@/components/modals/download-guide'
import { MenuDialogButton } from './service-dialog-entry'

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
  return (
    <>
      <MenuDialogButton icon="download" text={labels.howTo} onOpen={() => setOpen(true)} />
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
