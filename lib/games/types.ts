import type { Currency, GameCategory, GameTile, RecordPage } from '@/lib/types'

// Shapes of the game area, reshaped from the platform in lib/upstream/games.ts and lottery.ts.

// A tile of a lobby grid: the catalogue tile plus what the lobby filters and shows.
export type LobbyGame = GameTile & {
  // The game's minimum bet in minor units, when the platform says.
  minBetMinor: number | null
}

export type GamePage = {
  games: LobbyGame[]
  page: number
  pageCount: number
  total: number
}

// A card room of a player-versus-player game.
export type CardRoom = {
  roomId: string
  nodeId: string
  gameName: string
  roomName: string
  vendor: string
  vendorName: string
  minBetMinor: number
  seats: number
  players: number
  full: boolean
  iconUrl: string
}

export type Winner = {
  rank: number
  account: string
  gameName: string
  nodeId: string
  vendor: string
  category: GameCategory | null
  betMinor: number
  winMinor: number
  multiplier: number
  time: number
}

export type WinnerBoard = { winners: Winner[]; currency: Currency }

export type BetRecord = {
  roundId: string
  nodeId: string
  gameName: string
  vendor: string
  betMinor: number
  winMinor: number
  netMinor: number
  settledAt: number
}

export type BetRecordPage = RecordPage<{
  bets: BetRecord[]
  summary: { betMinor: number; winMinor: number; netMinor: number }
}>

// What a launch answers: the address to open in the game frame.
export type LaunchResult = { url: string }
