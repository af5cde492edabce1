'use client'

import { useState } from 'react'
import { launchTarget, type LaunchableGame } from '@/lib/games/launch'
import { openAuthDialog } from '@/lib/ui/auth-events'
import type { MemberView } from '@/lib/types'

// What happens when a player picks a game. The link under every game already leads to the right page
// (which also explains a login or trial refusal), so without JavaScript everything still works; here
// the refusals become the login dialog or the trial warning without leaving the lobby.
export function useLauncher(member: MemberView | null) {
  const [trialNotice, setTrialNotice] = useState(false)
  const [vendorList, setVendorList] = useState<string | null>(null)

  function onPick(game: LaunchableGame, event: { preventDefault(): void }) {
    const target = launchTarget(game, member ? { isTrial: member.isTrial } : null)
    if (target.kind === 'login') {
      if (openAuthDialog('login')) event.preventDefault()
      return
    }
    if (target.kind === 'trial') {
      event.preventDefault()
      if (!openAuthDialog('trial-warning')) setTrialNotice(true)
      return
    }
    if (target.kind === 'vendor-list') {
      event.preventDefault()
      setVendorList(target.vendor)
    }
  }

  return {
    onPick,
    trialNotice,
    dismissTrialNotice: () => setTrialNotice(false),
    vendorList,
    closeVendorList: () => setVendorList(null),
  }
}
