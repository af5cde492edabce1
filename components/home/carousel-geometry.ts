// How many banners a carousel shows at once, for the server-rendered layout (banner-carousel.module.css
// reads the counts as custom properties) and for hiding the controls where every banner is in view.
// 'strip': the site's banner strip, three a view on a desktop, two on a tablet, one on a phone (spec §2,
// §9); 'single': one a view everywhere (the registration page's promotions beside the form).
export type CarouselLayout = 'strip' | 'single'

export function carouselGeometry(layout: CarouselLayout, slides: number) {
  const most = (count: number) => Math.max(1, Math.min(count, slides))
  return {
    tablet: layout === 'strip' ? most(2) : 1,
    desktop: layout === 'strip' ? most(3) : 1,
  }
}
