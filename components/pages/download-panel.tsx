'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { DownloadGuide, type DownloadEntry } from '@/components/modals/download-guide'

export function DownloadPanel({
  downloads,
  labels,
}: {
  downloads: DownloadEntry[]
  labels: Messages['Download']
}) {
  const [tab, setTab] = useState<'android' | 'ios'>(downloads[0]?.platform ?? 'android')
  return <DownloadGuide downloads={downloads} labels={labels} tab={tab} onTab={setTab} />
}
