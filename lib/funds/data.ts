import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { bonusDetails, personalProfit, uplineInfo, wallets } from '@/lib/upstream/funds'
import { zonedDate } from '@/lib/member/time-zone'
import { recordZone, type RecordZone } from '@/lib/records/read'
import { customProblem, periodSpan, type CustomProblem, type ProfitPeriod } from './periods'
import type { BonusPage, Profit, UplineInfo, Wallets } from './types'

// The money pages' records as their pages read them on the server: null when the platform could not be
// read (the page shows its error state with a link that reads again).
export const readWallets = (ctx: UpstreamContext): Promise<Wallets | null> => wallets(ctx).catch(() => null)

export const readUpline = (ctx: UpstreamContext): Promise<UplineInfo | null> =>
  uplineInfo(ctx).catch(() => null)

export const readBonuses = (ctx: UpstreamContext, page: number): Promise<BonusPage | null> =>
  bonusDetails(ctx, page).catch(() => null)

export const readProfit = (
  ctx: UpstreamContext,
  span: { from: number; to: number },
): Promise<Profit | null> => personalProfit(ctx, span).catch(() => null)

// The profit and loss of a period in the player's zone (lib/records/read.ts): the figures, or why chosen
// dates cannot be read (`problem`), or none yet where no dates are chosen (`unchosen`).
export async function profitOfPeriod(
  ctx: UpstreamContext,
  period: ProfitPeriod,
  custom: { first: string; last: string },
): Promise<{ zone: RecordZone; unchosen: boolean; problem: CustomProblem | null; profit: Profit | null }> {
  const zone = await recordZone(ctx)
  const now = Date.now()
  const unchosen = period === 'custom' && !custom.first && !custom.last
  const problem =
    period === 'custom' && !unchosen
      ? customProblem(custom.first, custom.last, zonedDate(zone.zone, now))
      : null
  const span = unchosen || problem ? null : periodSpan(period, zone.zone, now, custom)
  return { zone, unchosen, problem, profit: span ? await readProfit(ctx, span) : null }
}
