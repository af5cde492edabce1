import type { Banner } from '@/lib/types'
import { BannerLinkWrapper } from './banner-link'
import styles from './banner-strip.module.css'

export function BannerStrip({ banners, label }: { banners: Banner[]; label: string }) {
  if (banners.length === 0) return null
  return (
    <section aria-label={label} className={styles.strip}>
      <ul className={styles.track}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.slide}>
            <BannerLinkWrapper banner={banner}>
              {/* eslint-disable-next-line @next/next/no-img-element -- artwork comes from the tenant's image CDN */}
              <img
                src={banner.imageUrl}
                alt={banner.title}
                width={1200}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            </BannerLinkWrapper>
          </li>
        ))}
      </ul>
    </section>
  )
}
