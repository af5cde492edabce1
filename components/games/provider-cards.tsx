'use client'

import { Link } from '@/i18n/navigation'
import { useSession } from '@/lib/swr/use-session'
import type { Currency, MemberView, VendorCard } from '@/lib/types'
import { fill } from '@/lib/ui/fill'
import type { GridLabels } from './labels'
import { useState } from 'react'
import { VendorGamesDialog } from './vendor-games-dialog'
import styles from './lobby.module.css'

// The lobby's provider cards. A card whose vendor shows its games in a list (isGame VASSALAGE) opens that
// list in a dialog; the others pick the vendor's tab. Both are links, so they work without JavaScript.
export function ProviderCards({
  vendors,
  pathname,
  label,
  member: initialMember,
  ...grid
}: {
  vendors: VendorCard[]
  pathname: string
  label: string
  labels: GridLabels
  currency: Currency
  localeTag: string
  member: MemberView | null
  favourites: boolean
  localePrefix: string
}) {
  const { member } = useSession(initialMember)
  const [open, setOpen] = useState<VendorCard | null>(null)
  return (
    <section aria-label={label} className={styles.providers}>
      <ul>
        {vendors.map((vendor) => (
          <li key={vendor.code}>
            <Link
              href={{ pathname, query: { vendor: vendor.code } }}
              className={styles.provider}
              aria-haspopup={vendor.opensGameList ? 'dialog' : undefined}
              aria-label={
                vendor.opensGameList ? fill(grid.labels.openList, { vendor: vendor.name }) : undefined
              }
              onClick={(event) => {
                if (!vendor.opensGameList) return
                event.preventDefault()
                setOpen(vendor)
              }}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- vendor artwork comes from the tenant's image CDN */}
              <img src={vendor.logoUrl} alt="" width={120} height={40} loading="lazy" decoding="async" />
              <span>{vendor.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <VendorGamesDialog
        vendor={open ? { code: open.code, name: open.name } : null}
        onClose={() => setOpen(null)}
        {...grid}
        member={member}
        lobbyPath={pathname}
      />
    </section>
  )
}
