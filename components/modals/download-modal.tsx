'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { Modal } from './modal'
import { DownloadGuide, type DownloadEntry } from './download-guide'

export default function DownloadModal({
  downloads,
  labels,
  closeLabel,
  onClose,
}: {
  downloads: DownloadEntry[]
  labels: Messages['Download']
  closeLabel: string
  onClose: () => void
}) {
  const [tab, setTab] = useState(downloads[0]?.platform ?? 'android')
  return (
    <Modal open onClose={onClose} title={labels.title} closeLabel={closeLabel} width={480}>
      <DownloadGuide downloads={downloads} labels={labels} tab={tab} onTab={setTab} />
    </Modal>
  )
}
