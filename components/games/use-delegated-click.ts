'use client'

import { useEffect, useRef, type RefObject } from 'react'

// One listener for the clicks on every link matching `selector` inside `ref`: the way an island handles a
// list of links rendered on the server. Handlers see the native event, so `preventDefault` keeps the link.
export function useDelegatedClick(
  ref: RefObject<HTMLElement | null>,
  selector: string,
  handler: (link: Element, event: MouseEvent) => void,
) {
  const current = useRef(handler)
  useEffect(() => {
    current.current = handler
  })
  useEffect(() => {
    const node = ref.current
    if (!node) return
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(selector) : null
      if (link && !event.defaultPrevented) current.current(link, event)
    }
    node.addEventListener('click', onClick)
    return () => node.removeEventListener('click', onClick)
  }, [ref, selector])
}
