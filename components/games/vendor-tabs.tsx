import { Link } from '@/i18n/navigation'
import type { VendorCard } from '@/lib/types'
import styles from './lobby.module.css'

// The lobby's vendor tabs, All first. Links, so each tab has an address and works without JavaScript.
export function VendorTabs({
  pathname,
  vendors,
  selected,
  label,
  allLabel,
  query,
}: {
  pathname: string
  vendors: VendorCard[]
  selected: string | null
  label: string
  allLabel: string
  query: (vendor: string | null) => Record<string, string>
}) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        <li>
          <Link
            href={{ pathname, query: query(null) }}
            aria-current={selected === null ? 'page' : undefined}
            className={styles.tab}
          >
            {allLabel}
          </Link>
        </li>
        {vendors.map((vendor) => (
          <li key={vendor.code}>
            <Link
              href={{ pathname, query: query(vendor.code) }}
              aria-current={selected === vendor.code ? 'page' : undefined}
              className={styles.tab}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- vendor icons come from the tenant's image CDN */}
              <img src={vendor.iconUrl} alt="" width={20} height={20} loading="lazy" decoding="async" />
              {vendor.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
