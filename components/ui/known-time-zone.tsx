'use client'

import { createContext, useContext, type ReactNode } from 'react'

// The player's time zone where the server knows it (the `tz` cookie, components/ui/time-zone-script.tsx):
// times it renders in that zone read the same once the browser takes over, with no first paint in UTC.
const KnownTimeZone = createContext<string | null>(null)

export function KnownTimeZoneProvider({ zone, children }: { zone: string | null; children: ReactNode }) {
  return <KnownTimeZone value={zone}>{children}</KnownTimeZone>
}

// The zone the server rendered in, or null where it did not know one.
export function useKnownTimeZone(): string | null {
  return useContext(KnownTimeZone)
}
