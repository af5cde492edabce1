// Loaded on demand by the banner carousel only: Swiper and its styles never reach pages without one.
import Swiper from 'swiper'
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules'
import 'swiper/css'
import 'swiper/css/pagination'

export type CarouselOptions = {
  slides: number
  pagination: HTMLElement
  labels: { previous: string; next: string; goTo: string; slide: string }
}

// The product's banner settings (spec §9): 5 s autoplay, looping, 19.4 px between slides, clickable dots.
export const AUTOPLAY_MS = 5000
export const SLIDE_GAP = 19.4

export function startCarousel(element: HTMLElement, options: CarouselOptions): Swiper {
  return new Swiper(element, {
    modules: [A11y, Autoplay, Keyboard, Pagination],
    slidesPerView: 1,
    spaceBetween: SLIDE_GAP,
    loop: options.slides >= 3,
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
