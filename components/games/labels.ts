// The texts a game island shows, picked on the server from the Lobby namespace and passed as props so the
// browser receives only these strings. `{name}`, `{amount}`, `{vendor}` are filled in by `fill`.
export type GridLabels = {
  play: string
  hot: string
  minBetValue: string
  addFavourite: string
  removeFavourite: string
  trialWarning: string
  openList: string
  vendorGames: string
  close: string
  loading: string
  loadError: string
  retry: string
  noGames: string
}

export const GRID_LABEL_KEYS = [
  'play',
  'hot',
  'minBetValue',
  'addFavourite',
  'removeFavourite',
  'trialWarning',
  'openList',
  'vendorGames',
  'close',
  'loading',
  'loadError',
  'retry',
  'noGames',
] as const satisfies ReadonlyArray<keyof GridLabels>
