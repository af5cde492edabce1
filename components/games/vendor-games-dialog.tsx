'use client'

import { Modal } from '@/components/modals/modal'
import { fill } from '@/lib/ui/fill'
import { GameTiles, type GridSetting } from './lobby-grid'
import { useFavourites } from '@/lib/swr/use-favourites'
import { useVendorGames } from '@/lib/swr/use-vendor-games'
import { useLauncher } from './use-launcher'
import styles from './lobby-grid.module.css'

// The game list a vendor card opens (product spec §3, isGame VASSALAGE).
export function VendorGamesDialog({
  vendor,
  onClose,
  ...grid
}: GridSetting & {
  vendor: { code: string; name: string } | null
  onClose: () => void
}) {
  const { labels, member, favourites } = grid
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
        <GameTiles
          {...grid}
          games={data}
          label={title}
          compact
          favouriteState={canFavour ? favourite : null}
          onPick={(game, event) => launcher.onPick({ ...game, opensGameList: false }, event)}
        />
      )}
    </Modal>
  )
}
