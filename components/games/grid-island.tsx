'use client'

import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import type { GridSetting } from './lobby-grid'
import { TileLauncher } from './tile-launcher'
import { useLauncher } from './use-launcher'

// A member's grid (favourites, the session kept fresh, vendor game lists) is a chunk of its own: a visitor's
// page, where every pick opens the login dialog, carries none of it.
const MemberGridIsland = dynamic(() => import('./lobby-grid-member'))

export function GridIsland({ setting, children }: { setting: GridSetting; children: ReactNode }) {
  if (setting.member) return <MemberGridIsland setting={setting}>{children}</MemberGridIsland>
  return <GuestGridIsland>{children}</GuestGridIsland>
}

function GuestGridIsland({ children }: { children: ReactNode }) {
  const launcher = useLauncher(null)
  return <TileLauncher onPick={launcher.onPick}>{children}</TileLauncher>
}
