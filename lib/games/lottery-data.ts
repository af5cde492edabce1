import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import {
  getLotteryMenu,
  getOpenedNumbers,
  launchLottery,
  type LotteryDraw,
  type LotteryGroup,
  type LotteryKind,
} from '@/lib/upstream/lottery'

// What a lottery area reads on the server; the page takes it as props.

export type { LotteryKind }

// The area's draw games by group; null while the menu cannot be read.
export const lotteryMenu = (ctx: UpstreamContext, kind: LotteryKind): Promise<LotteryGroup[] | null> =>
  getLotteryMenu(ctx, kind).catch(() => null)

// The chosen game's latest draws (null while they cannot be read) and, for a member (`personal`, their
// context), the address of the operator's lottery lobby to frame (null when it could not be opened).
export async function lotteryPlay(
  ctx: UpstreamContext,
  personal: UpstreamContext | null,
  launch: { kind: LotteryKind; code: string; gameCode?: string; playType?: string; backUrl: string },
): Promise<[LotteryDraw[] | null, { url: string } | null]> {
  const { kind, code, ...view } = launch
  return Promise.all([
    getOpenedNumbers(personal ?? ctx, kind, code, 10).catch(() => null),
    personal ? launchLottery(personal, { kind, ...view }).catch(() => null) : Promise.resolve(null),
  ])
}
