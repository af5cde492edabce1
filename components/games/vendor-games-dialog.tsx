'use client'

import { Modal } from '@/components/modals/modal'
import { fill } from '@/lib/ui/fill'
import { useFavourites } from '@/lib/swr/use-favourites'
import { useVendorGames } from '@/lib/swr/use-vendor-games'
import { GameTiles } from './game-tiles'
import type { GridSetting } from './lobby-grid'
import { TileFavouritesContext } from './tile-favourite'
import { TileLauncher } from './tile-launcher'
import { useLauncher } from './use-launcher'
import styles from './lobby-grid.module.css'

// The game list a vendor card opens (product spec §3, isGame VASSALAGE).
export function VendorGamesDialog({
  vendor,
  onClose,
  member,
  favourites,
  ...tiles
}: GridSetting & {
  vendor: { code: string; name: string } | null
  onClose: () => void
}) {
  const { labels } = tiles
  const { data, error, isLoading, mutate } = useVendorGames(vendor?.code ?? null)
  const launcher = useLauncher(member)
  const canFavour = favourites && !!member && !member.isTrial
  const favourite = useFavourites(canFavour)
  const title = vendor ? fill(labels.vendorGames, { vendor: vendor.name }) : ''
  return (
    <Modal open={!!vendor} onClose={onClose} title={title} closeLabel={labels.close} width={760}>
      {launcher.trialNotice && (
        <p role="alert" className={styles.notice}>
          {labels.trialWarning}
        </p>
      )}
      {isLoading && <p role="status">{labels.loading}</p>}
      {error && (
        <p role="alert">
          {labels.loadError}{' '}
          <button type="button" className={styles.noticeClose} onClick={() => void mutate()}>
            {labels.retry}
          </button>
        </p>
      )}
      {data && data.length === 0 && <p>{labels.noGames}</p>}
      {data && data.length > 0 && (
        <TileFavouritesContext.Provider value={canFavour ? favourite : null}>
          <TileLauncher onPick={(game, event) => launcher.onPick({ ...game, opensGameList: false }, event)}>
            <GameTiles {...tiles} games={data} label={title} compact favourable={canFavour} />
          </TileLauncher>
        </TileFavouritesContext.Provider>
      )}
    </Modal>
  )
}
