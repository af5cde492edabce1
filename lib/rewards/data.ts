import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { leaderboard } from '@/lib/upstream/rewards'
import type { Leaderboard } from './types'

// This week's leaderboard as the missions page reads it on the server; null when the platform could not
// be read (the page shows its error state with a link that reads again).
export const readLeaderboard = (ctx: UpstreamContext): Promise<Leaderboard | null> =>
  leaderboard(ctx).catch(() => null)
