'use client'

import type { ReactNode } from 'react'
import { useFavourites } from '@/lib/swr/use-favourites'
import { useSession } from '@/lib/swr/use-session'
import type { GridSetting } from './lobby-grid'
import { TileFavouritesContext } from './tile-favourite'
import { TileLauncher } from './tile-launcher'
import { useLauncher } from './use-launcher'
import { VendorGamesDialog } from './vendor-games-dialog'
import styles from './lobby-grid.module.css'

// The grid as a signed-in player (or a trial account) sees it: favourites to toggle, the session kept in
// step with the other islands (a sign-out elsewhere turns picks back into the login dialog), the trial
// warning, and the game lists of vendor cards.
export default function MemberGridIsland({
  setting,
  children,
}: {
  setting: GridSetting
  children: ReactNode
}) {
  const { member } = useSession(setting.member)
  const launcher = useLauncher(member)
  const canFavour = setting.favourites && !!member && !member.isTrial
  const favourites = useFavourites(canFavour)
  return (
    <TileFavouritesContext.Provider value={canFavour ? favourites : null}>
      {launcher.trialNotice && (
        <p role="alert" className={styles.notice}>
          {setting.labels.trialWarning}
          <button type="button" className={styles.noticeClose} onClick={launcher.dismissTrialNotice}>
            {setting.labels.close}
          </button>
        </p>
      )}
      <TileLauncher onPick={launcher.onPick}>{children}</TileLauncher>
      <VendorGamesDialog
        vendor={launcher.vendorList ? { code: launcher.vendorList, name: launcher.vendorList } : null}
        onClose={launcher.closeVendorList}
        {...setting}
        member={member}
      />
    </TileFavouritesContext.Provider>
  )
}
