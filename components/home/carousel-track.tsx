'use client'

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import styles from './banner-carousel.module.css'

// The product's banner settings (spec §9): 5 s autoplay, from the last position back to the first.
export const AUTOPLAY_MS = 5000

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeMotion(change: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', change)
  return () => query.removeEventListener('change', change)
}

// Where the slides are: the width of one step (a slide and the gap after it) and the last position the
// track can scroll to (with three a view, the last banner is reached at its third-to-last position).
function stepsOf(track: HTMLElement) {
  const slide = track.firstElementChild as HTMLElement | null
  if (!slide) return null
  const step = slide.offsetWidth + (parseFloat(getComputedStyle(track).columnGap) || 0)
  if (step <= 0) return null
  return { step, last: Math.round((track.scrollWidth - track.clientWidth) / step) }
}

// The carousel's moving part: the scroll-snapping track the server rendered (its slides come in as
// children), one dot a banner and a pause button. The autoplay waits while the pointer is over the
// carousel or the keyboard is in it, and does not start for a visitor who asked for less motion.
export function CarouselTrack({
  count,
  labels,
  children,
}: {
  count: number
  labels: { region: string; goTo: string; pause: string; play: string }
  children: ReactNode
}) {
  const track = useRef<HTMLDivElement>(null)
  const current = useRef(0)
  const [active, setActive] = useState(0)
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto')
  const [held, setHeld] = useState(false)
  const waiting = useWaitForScripts()
  const reduced = useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
  const playing = choice === 'play' || (choice === 'auto' && !reduced)
  const rotating = count > 1

  const goTo = useCallback(
    (index: number) => {
      const element = track.current
      const steps = element && stepsOf(element)
      if (!element || !steps) return
      const target = ((index % count) + count) % count
      current.current = target
      setActive(target)
      element.scrollTo({
        left: Math.min(target, steps.last) * steps.step,
        behavior: reduced ? 'auto' : 'smooth',
      })
    },
    [count, reduced],
  )

  // A swipe or a scroll by hand: once the track settles, the dot follows the banner now first in view.
  useEffect(() => {
    const element = track.current
    if (!element || !rotating) return
    let timer = 0
    const settle = () => {
      window.clearTimeout(timer)
      const steps = stepsOf(element)
      if (!steps) return
      const shown = Math.round(element.scrollLeft / steps.step)
      if (shown !== Math.min(current.current, steps.last)) {
        current.current = shown
        setActive(shown)
      }
    }
    const scrolled = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(settle, 150)
    }
    element.addEventListener('scroll', scrolled, { passive: true })
    element.addEventListener('scrollend', settle)
    return () => {
      window.clearTimeout(timer)
      element.removeEventListener('scroll', scrolled)
      element.removeEventListener('scrollend', settle)
    }
  }, [rotating])

  useEffect(() => {
    if (!rotating || !playing || held) return
    const timer = window.setInterval(() => {
      const element = track.current
      const steps = element && stepsOf(element)
      // Nothing moves where every banner is in view, nor in a tab nobody looks at.
      if (!steps || steps.last === 0 || document.hidden) return
      goTo(current.current >= steps.last ? 0 : current.current + 1)
    }, AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [rotating, playing, held, goTo])

  return (
    <div
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      // Keyboard focus holds the autoplay (a click's focus does not: the pointer leaving releases it).
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) setHeld(true)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
      }}
      onKeyDown={(event) => {
        if (!rotating || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
        event.preventDefault()
        goTo(current.current + (event.key === 'ArrowRight' ? 1 : -1))
      }}
    >
      {/* Scrollable, so reachable by the keyboard on its own even when no banner is a link. */}
      <div ref={track} className={styles.viewport} role="group" aria-label={labels.region} tabIndex={0}>
        {children}
      </div>
      {rotating && (
        <div className={styles.controls}>
          <div className={styles.dots}>
            {Array.from({ length: count }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={labels.goTo.replace('{index}', String(index + 1))}
                aria-current={index === active || undefined}
                onClick={() => goTo(index)}
                {...waiting}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
            {...waiting}
          >
            {playing ? labels.pause : labels.play}
          </button>
        </div>
      )}
    </div>
  )
}
