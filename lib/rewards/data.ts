import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { leaderboard, missions, rewards } from '@/lib/upstream/rewards'
import type { Leaderboard, Missions, Rewards } from './types'

// This week's leaderboard as the missions page reads it on the server; null when the platform could not
// be read (the page shows its error state with a link that reads again).
export const readLeaderboard = (ctx: UpstreamContext): Promise<Leaderboard | null> =>
  leaderboard(ctx).catch(() => null)

// The missions with the member's progress, and the rewards waiting or claimed, read on the server likewise.
export const readMissions = (ctx: UpstreamContext): Promise<Missions | null> =>
  missions(ctx).catch(() => null)
export const readRewards = (ctx: UpstreamContext): Promise<Rewards | null> => rewards(ctx).catch(() => null)
