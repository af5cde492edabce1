import type { CSSProperties } from 'react'
import type { Banner } from '@/lib/types'
import { BannerLinkWrapper } from './banner-link'
import { CarouselTrack } from './carousel-track'
import { carouselGeometry, type CarouselLayout } from './carousel-geometry'
import styles from './banner-carousel.module.css'

export type CarouselLabels = {
  region: string
  previous: string
  next: string
  goTo: string
  slide: string
  pause: string
  play: string
}

// The banner strip, rendered on the server: every slide is in the HTML, the first ones eager, so the
// largest image paints without waiting for script, and a phone can swipe through them (CSS scroll
// snapping) before any script runs. The small client part (carousel-track.tsx) adds the dots, autoplay
// and its pause button. `layout`: 'strip' shows three a view on a desktop (the site's banners), 'single'
// one everywhere; `art`: the pictures' shape, so none is cropped (banners are 3:1, promotion artwork 2:1).
export function BannerCarousel({
  banners,
  labels,
  layout = 'strip',
  art = 'banner',
}: {
  banners: Banner[]
  labels: CarouselLabels
  layout?: CarouselLayout
  art?: 'banner' | 'promotion'
}) {
  if (banners.length === 0) return null
  const geometry = carouselGeometry(layout, banners.length)
  const perView = {
    '--per-view-tablet': geometry.tablet,
    '--per-view-desktop': geometry.desktop,
  } as CSSProperties
  const count = String(banners.length)

  return (
    <section
      aria-label={labels.region}
      aria-roledescription="carousel"
      className={styles.carousel}
      style={perView}
      data-art={art}
      // Every banner in view at once on a wide screen: there is nothing to rotate there.
      data-all-tablet={banners.length <= geometry.tablet || undefined}
      data-all-desktop={banners.length <= geometry.desktop || undefined}
    >
      <CarouselTrack
        count={banners.length}
        labels={{ region: labels.region, goTo: labels.goTo, pause: labels.pause, play: labels.play }}
      >
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide.replace('{index}', String(index + 1)).replace('{count}', count)}
          >
            <BannerLinkWrapper banner={banner}>
              {/* eslint-disable-next-line @next/next/no-img-element -- artwork comes from the tenant's image CDN */}
              <img
                src={banner.imageUrl}
                alt={banner.title}
                width={1200}
                height={400}
                loading={index < geometry.desktop ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </BannerLinkWrapper>
          </div>
        ))}
      </CarouselTrack>
    </section>
  )
}
