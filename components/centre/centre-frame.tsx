import type { ComponentProps, ReactNode } from 'react'
import { PlayResponsibly } from '@/components/ui/play-responsibly'
import { CentreClose } from './centre-close'
import { CentreNav } from './centre-nav'
import { CentreOverlay } from './centre-overlay'
import styles from './centre.module.css'

// A centre's frame, rendered on the server: the overlay with its title, close button, page list, the page
// and, under it, the 18+ mark with the way to responsible gaming. On a phone the mark scrolls with the page
// (it is reached at the page's end) rather than keeping a strip of the screen; wider, it stays in view
// under the page. The overlay, the close button and the page list's marks are the parts that run in the
// browser.
export function CentreFrame({
  texts,
  homeHref,
  overlay,
  nav,
  children,
}: {
  texts: { title: string; close: string }
  homeHref: string
  overlay: boolean
  // The page list; null where the account gets a notice instead of the pages.
  nav: ComponentProps<typeof CentreNav> | null
  children: ReactNode
}) {
  const titleId = overlay ? 'centre-overlay-title' : 'centre-title'
  const single = nav ? '' : styles.single
  return (
    <CentreOverlay titleId={titleId} homeHref={homeHref} overlay={overlay}>
      <div className={styles.panel}>
        <header className={styles.header}>
          <h1 id={titleId} tabIndex={-1} className={styles.title}>
            {texts.title}
          </h1>
          <CentreClose label={texts.close} homeHref={homeHref} overlay={overlay} />
        </header>
        {nav && <CentreNav {...nav} />}
        <div className={styles.scroller} data-centre-scroll>
          {/* Focusable, so the keyboard can scroll a page that has nothing focusable of its own. */}
          <div
            className={`${styles.content} ${single}`}
            role="region"
            aria-labelledby={titleId}
            tabIndex={0}
            data-centre-scroll
          >
            {children}
          </div>
          <div className={`${styles.footer} ${single}`}>
            <PlayResponsibly />
          </div>
        </div>
      </div>
    </CentreOverlay>
  )
}
