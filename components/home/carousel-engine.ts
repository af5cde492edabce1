// Loaded on demand by the banner carousel only: Swiper and its styles never reach pages without one.
import Swiper from 'swiper'
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules'
import 'swiper/css'
import 'swiper/css/pagination'
import { carouselGeometry, type CarouselLayout } from './carousel-geometry'

export type CarouselOptions = {
  slides: number
  layout: CarouselLayout
  pagination: HTMLElement
  labels: { previous: string; next: string; goTo: string; slide: string }
}

// The product's banner settings (spec §9): 5 s autoplay, looping, 19.4 px between slides, clickable dots,
// three slides a view on a desktop (one on a phone) for the site's banner strip.
export const AUTOPLAY_MS = 5000

export function startCarousel(element: HTMLElement, options: CarouselOptions): Swiper {
  const geometry = carouselGeometry(options.layout, options.slides)
  return new Swiper(element, {
    modules: [A11y, Autoplay, Keyboard, Pagination],
    slidesPerView: geometry.phone,
    spaceBetween: geometry.gap,
    breakpoints: {
      [geometry.tabletFrom]: { slidesPerView: geometry.tablet },
      [geometry.desktopFrom]: { slidesPerView: geometry.desktop },
    },
    loop: geometry.loop,
    // Without enough slides to loop, the autoplay goes back to the first after the last.
    rewind: !geometry.loop,
    autoplay: { delay: AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
    pagination: { el: options.pagination, clickable: true },
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      enabled: true,
      prevSlideMessage: options.labels.previous,
      nextSlideMessage: options.labels.next,
      paginationBulletMessage: options.labels.goTo,
      slideLabelMessage: options.labels.slide,
    },
  })
}
