'use client'

import { useEffect, useRef, useState, type CSSProperties } from 'react'
import type { Banner } from '@/lib/types'
import { BannerLinkWrapper } from './banner-link'
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

// The banner strip. Every slide is in the server-rendered HTML, the first ones eager and visible, so the
// largest image paints without waiting for script; Swiper is fetched afterwards (once the browser is idle)
// and only when there is more than one banner to rotate. `layout`: 'strip' shows three a view on a
// desktop (the site's banners), 'single' one everywhere; `art`: the pictures' shape, so none is cropped
// (banners are 3:1, promotion artwork 2:1).
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
  const root = useRef<HTMLDivElement>(null)
  const dots = useRef<HTMLDivElement>(null)
  const swiper = useRef<import('swiper').Swiper | null>(null)
  const [playing, setPlaying] = useState(true)
  const [ready, setReady] = useState(false)
  const rotating = banners.length > 1
  const geometry = carouselGeometry(layout, banners.length)
  // The same counts as Swiper's, for the layout before it starts (banner-carousel.module.css).
  const perView = {
    '--per-view-tablet': geometry.tablet,
    '--per-view-desktop': geometry.desktop,
  } as CSSProperties

  useEffect(() => {
    if (!rotating || !root.current || !dots.current) return
    let cancelled = false
    const element = root.current
    const pagination = dots.current
    const start = () =>
      void import('./carousel-engine').then(({ startCarousel }) => {
        if (cancelled) return
        swiper.current = startCarousel(element, {
          slides: banners.length,
          layout,
          pagination,
          labels: {
            previous: labels.previous,
            next: labels.next,
            goTo: labels.goTo.replace('{index}', '{{index}}'),
            slide: labels.slide.replace('{index}', '{{index}}').replace('{count}', '{{slidesLength}}'),
          },
        })
        setReady(true)
      })
    // The first banner is already on screen: Swiper (about 26 KB) waits until the page has hydrated and
    // the browser is idle, so it never competes with the first paint or the first input.
    const idle = typeof window.requestIdleCallback === 'function'
    const handle = idle ? window.requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 200)
    return () => {
      cancelled = true
      if (idle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
      swiper.current?.destroy(true, true)
      swiper.current = null
    }
  }, [rotating, banners.length, labels, layout])

  if (banners.length === 0) return null

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
      <div ref={root} className={`swiper ${styles.viewport}`}>
        <div className={`swiper-wrapper ${styles.track}`}>
          {banners.map((banner, index) => (
            <div key={banner.id} className={`swiper-slide ${styles.slide}`}>
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
        </div>
      </div>
      {rotating && (
        <div className={styles.controls}>
          <div ref={dots} className={`swiper-pagination ${styles.dots}`} />
          <button
            type="button"
            className={styles.pause}
            disabled={!ready}
            onClick={() => {
              const autoplay = swiper.current?.autoplay
              if (!autoplay) return
              if (playing) autoplay.stop()
              else autoplay.start()
              setPlaying(!playing)
            }}
          >
            {playing ? labels.pause : labels.play}
          </button>
        </div>
      )}
    </section>
  )
}
