import { GameLoading } from '@/components/games/game-loading'

export default function Loading() {
  return <GameLoading />
}
