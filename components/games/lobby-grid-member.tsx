'use client'

import { useFavourites } from '@/lib/swr/use-favourites'
import { useSession } from '@/lib/swr/use-session'
import { GameTiles, type LobbyGridProps } from './lobby-grid'
import { useLauncher } from './use-launcher'
import { VendorGamesDialog } from './vendor-games-dialog'
import styles from './lobby-grid.module.css'

// The grid as a signed-in player (or a trial account) sees it: favourites to toggle, the session kept in
// step with the other islands (a sign-out elsewhere turns picks back into the login dialog), the trial
// warning, and the game lists of vendor cards.
export default function MemberLobbyGrid(props: LobbyGridProps) {
  const { member } = useSession(props.member)
  const launcher = useLauncher(member)
  const canFavour = props.favourites && !!member && !member.isTrial
  const favourites = useFavourites(canFavour)
  return (
    <>
      {launcher.trialNotice && (
        <p role="alert" className={styles.notice}>
          {props.labels.trialWarning}
          <button type="button" className={styles.noticeClose} onClick={launcher.dismissTrialNotice}>
            {props.labels.close}
          </button>
        </p>
      )}
      <GameTiles {...props} favouriteState={canFavour ? favourites : null} onPick={launcher.onPick} />
      <VendorGamesDialog
        vendor={launcher.vendorList ? { code: launcher.vendorList, name: launcher.vendorList } : null}
        onClose={launcher.closeVendorList}
        labels={props.labels}
        currency={props.currency}
        localeTag={props.localeTag}
        member={member}
        favourites={props.favourites}
        lobbyPath={props.lobbyPath}
        localePrefix={props.localePrefix}
      />
    </>
  )
}
