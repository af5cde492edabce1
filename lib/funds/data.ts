import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { bonusDetails, personalProfit } from '@/lib/upstream/funds'
import type { BonusPage, Profit } from './types'

// The money pages' records as their pages read them on the server: null when the platform could not be
// read (the page shows its error state with a link that reads again).
export const readBonuses = (ctx: UpstreamContext, page: number): Promise<BonusPage | null> =>
  bonusDetails(ctx, page).catch(() => null)

export const readProfit = (
  ctx: UpstreamContext,
  span: { from: number; to: number },
): Promise<Profit | null> => personalProfit(ctx, span).catch(() => null)
