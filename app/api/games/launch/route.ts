// POST /api/games/launch - starts a game for the member and answers the address to open
import { getTranslations } from 'next-intl/server'
import { PortalError } from '@/lib/bff/errors'
import { bff } from '@/lib/bff/handler'
import { isLotteryCategory } from '@/lib/games/launch'
import { LaunchInput } from '@/lib/games/schemas'
import { isGameMaintenance, isGameMissing, launchGame } from '@/lib/upstream/games'

export const dynamic = 'force-dynamic'

// Trial accounts play in free mode, on their demo credit; lotteries take real money only.
export const POST = bff(
  { role: 'trial', input: LaunchInput },
  async ({ input, upstream, locale, member }) => {
    const free = member?.isTrial === true
    if (free && isLotteryCategory(input.type)) throw new PortalError('trial_account')
    try {
      return await launchGame(upstream, {
        nodeId: input.game,
        roomId: input.room,
        vendor: input.vendor,
        category: input.type,
        free,
      })
    } catch (error) {
      if (isGameMissing(error)) throw new PortalError('not_found')
      if (isGameMaintenance(error)) {
        // A game's own maintenance is not a Portal-wide error code: it is answered here in the
        // wrapper's shape with the game area's message.
        const t = await getTranslations({ locale, namespace: 'Game' })
        return Response.json(
          { ok: false, error: { code: 'game_maintenance', message: t('maintenance') } },
          { status: 503 },
        )
      }
      throw error
    }
  },
)
