'use client'

import { useState } from 'react'
import { MEMBER_NAME_ATTRIBUTE, MEMBER_NAME_PLACEHOLDER } from '@/lib/page-cache/member-name'

// The name in the header. On a shared signed-in home page the proxy put the member's own name into the
// page's HTML and, where it was whole, into its flight data; where the flight data still carries the
// placeholder (cut across two of its script chunks), the name the server HTML shows is kept, so
// hydration matches and nothing flashes.
export function MemberName({ name, className }: { name: string; className?: string }) {
  const [fromPage] = useState(() =>
    name === MEMBER_NAME_PLACEHOLDER && typeof document !== 'undefined'
      ? (document.querySelector(`[${MEMBER_NAME_ATTRIBUTE}]`)?.textContent ?? null)
      : null,
  )
  const shown = name === MEMBER_NAME_PLACEHOLDER && fromPage !== null ? fromPage : name
  return (
    <span className={className} {...{ [MEMBER_NAME_ATTRIBUTE]: '' }}>
      {shown}
    </span>
  )
}
