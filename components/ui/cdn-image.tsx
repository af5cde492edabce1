// A decorative picture from the tenant's image CDN (vendor icons, promotion artwork), fetched as it
// nears the screen. A plain <img>: the CDN is the tenant's, outside Next's image optimiser.
export function CdnImage({ src, width, height }: { src: string; width: number; height: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- artwork comes from the tenant's image CDN
  return <img src={src} alt="" width={width} height={height} loading="lazy" decoding="async" />
}
