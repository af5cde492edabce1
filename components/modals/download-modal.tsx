'use client'

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
  return (
    <Modal open onClose={onClose} title={labels.title} closeLabel={closeLabel} width={480}>
      <DownloadGuide downloads={downloads} labels={labels} />
    </Modal>
  )
}
