import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { CATEGORY_ROUTES } from '@/lib/games/categories'
import { vendorLobby } from '@/lib/games/launch'
import { gameHref } from '@/components/games/game-href'
import type { VendorCard, VendorLane } from '@/lib/types'
import styles from './vendor-lanes.module.css'

// A card of type GAME launches the vendor's one game (its page asks a visitor to log in first); any
// other card opens the vendor's lobby, a lottery vendor's own lottery area.
function cardHref(vendor: VendorCard) {
  if (!vendor.gameNodeId) return vendorLobby(vendor.category, vendor.code)
  return gameHref(
    { nodeId: vendor.gameNodeId, vendor: vendor.code, category: vendor.category },
    CATEGORY_ROUTES[vendor.category],
  )
}

export async function VendorLanes({ lanes }: { lanes: VendorLane[] }) {
  const t = await getTranslations()
  return (
    <section aria-labelledby="providers-heading" className={styles.section}>
      <h2 id="providers-heading">{t('Home.providers')}</h2>
      {lanes.map((lane) => (
        <section key={lane.category} aria-labelledby={`lane-${lane.category}`} className={styles.lane}>
          <h3 id={`lane-${lane.category}`}>
            {t(`Categories.${lane.category}`)}{' '}
            <span className={styles.count}>{t('Home.vendorCount', { count: lane.vendors.length })}</span>
          </h3>
          <ul className={styles.cards}>
            {lane.vendors.map((vendor) => (
              <li key={vendor.code}>
                <Link className={styles.card} href={cardHref(vendor)}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- vendor artwork comes from the tenant's image CDN */}
                  <img src={vendor.logoUrl} alt="" width={160} height={90} loading="lazy" decoding="async" />
                  <span className={styles.name}>{vendor.name}</span>
                  {vendor.isHot && <span className={styles.hot}>{t('Home.hot')}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
