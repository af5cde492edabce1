// How many banners a carousel shows at once, shared by Swiper's settings (carousel-engine.ts) and the
// server-rendered layout before Swiper starts (banner-carousel.module.css), so nothing shifts when it does.
// 'strip': the site's banner strip, three a view on a desktop, two on a tablet, one on a phone (spec §2,
// §9); 'single': one a view everywhere (the registration page's promotions beside the form).
export type CarouselLayout = 'strip' | 'single'

export const SLIDE_GAP = 19.4
// Window widths (CSS pixels) from which the tablet and desktop counts apply; the stylesheet's media
// queries use the same.
export const TABLET_FROM = 720
export const DESKTOP_FROM = 1024

export function carouselGeometry(layout: CarouselLayout, slides: number) {
  const most = (count: number) => Math.max(1, Math.min(count, slides))
  const tablet = layout === 'strip' ? most(2) : 1
  const desktop = layout === 'strip' ? most(3) : 1
  return {
    gap: SLIDE_GAP,
    phone: 1,
    tablet,
    desktop,
    tabletFrom: TABLET_FROM,
    desktopFrom: DESKTOP_FROM,
    // Looping needs a slide beyond the widest view on either side of it.
    loop: slides >= Math.max(3, desktop + 1),
  }
}
