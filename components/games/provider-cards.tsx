import { Link } from '@/i18n/navigation'
import type { VendorCard } from '@/lib/types'
import { fill } from '@/lib/ui/fill'
import type { GridSetting } from './lobby-grid'
import { ProviderDialog } from './provider-dialog'
import styles from './lobby.module.css'

// The lobby's provider cards. A card whose vendor shows its games in a list (isGame VASSALAGE) opens that
// list in a dialog; the others pick the vendor's tab. Both are links, so they work without JavaScript.
export function ProviderCards({
  vendors,
  label,
  ...setting
}: GridSetting & {
  vendors: VendorCard[]
  label: string
}) {
  return (
    <section aria-label={label} className={styles.providers}>
      <ProviderDialog setting={setting}>
        <ul>
          {vendors.map((vendor) => (
            <li key={vendor.code}>
              <Link
                href={{ pathname: setting.lobbyPath, query: { vendor: vendor.code } }}
                className={styles.provider}
                aria-haspopup={vendor.opensGameList ? 'dialog' : undefined}
                aria-label={
                  vendor.opensGameList ? fill(setting.labels.openList, { vendor: vendor.name }) : undefined
                }
                data-vendor-list={vendor.opensGameList ? vendor.code : undefined}
                data-vendor-name={vendor.opensGameList ? vendor.name : undefined}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- vendor artwork comes from the tenant's image CDN */}
                <img src={vendor.logoUrl} alt="" width={120} height={40} loading="lazy" decoding="async" />
                <span>{vendor.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </ProviderDialog>
    </section>
  )
}
