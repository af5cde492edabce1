'use client'

import { useRef, useState, type ReactNode } from 'react'
import { useSession } from '@/lib/swr/use-session'
import type { GridSetting } from './lobby-grid'
import { useDelegatedClick } from './use-delegated-click'
import { VendorGamesDialog } from './vendor-games-dialog'
import styles from './lobby-grid.module.css'

// The island around the provider cards: a card marked as opening its vendor's game list opens the list
// in a dialog instead of following its link.
export function ProviderDialog({ setting, children }: { setting: GridSetting; children: ReactNode }) {
  const { member } = useSession(setting.member)
  const [open, setOpen] = useState<{ code: string; name: string } | null>(null)
  const ref = useRef<HTMLDivElement>(null)

  useDelegatedClick(ref, 'a[data-vendor-list]', (link, event) => {
    event.preventDefault()
    const code = link.getAttribute('data-vendor-list') ?? ''
    setOpen({ code, name: link.getAttribute('data-vendor-name') ?? code })
  })

  return (
    <>
      <div ref={ref} className={styles.launcher}>
        {children}
      </div>
      <VendorGamesDialog vendor={open} onClose={() => setOpen(null)} {...setting} member={member} />
    </>
  )
}
