import 'server-only'
import { z } from 'zod'
import { env } from '@/lib/env'
import { cachedRead } from './cache'
import { upstream, type UpstreamContext } from './client'
import { UpstreamError } from './errors'

// Lotteries: draw menus and opened numbers (public, bare `/lgw` answers, cached briefly) and the lottery
// lobby launch (personal, never cached).

export type LotteryKind = 'general' | 'sea' | 'vn'

export type LotteryGame = {
  code: string
  name: string
  nodeId: string
  vendor: string
  drawIntervalSeconds: number
  nextDrawAt: number
}

export type LotteryGroup = { code: string; label: string; games: LotteryGame[] }

export type LotteryDraw = { drawNo: string; numbers: number[]; openedAt: number }

const num = z.union([z.number(), z.string()]).transform((v) => Number(v))

const MenuSchema = z.array(
  z.object({
    gameGroupCode: z.string(),
    labelName: z.string().nullish(),
    gameMenus: z
      .array(
        z.object({
          gameCode: z.string(),
          gameName: z.string().nullish(),
          nodeId: z.union([z.string(), z.number()]).transform(String).nullish(),
          vendor: z.string().nullish(),
          drawIntervalSeconds: num.nullish(),
          nextDrawAt: num.nullish(),
        }),
      )
      .nullish(),
  }),
)

const DrawsSchema = z.array(
  z.object({
    drawNo: z.union([z.string(), z.number()]).transform(String),
    numbers: z.array(num).nullish(),
    numero: z.union([z.string(), z.number()]).transform(String).nullish(),
    openedAt: num.nullish(),
  }),
)

// Prize mode and area of each lottery page (product spec §1: Lott, ZY, Elott, SEA).
const KIND: Record<LotteryKind, { prizeMode: string; area?: string }> = {
  general: { prizeMode: 'ZY' },
  sea: { prizeMode: 'SEA' },
  vn: { prizeMode: 'Lott', area: 'VN' },
}

const DRAWS_TTL_MS = 5_000

function guest(ctx: UpstreamContext): UpstreamContext {
  return { tenant: ctx.tenant, locale: ctx.locale }
}

function reshapeMenu(raw: z.infer<typeof MenuSchema>): LotteryGroup[] {
  return raw.map((group) => ({
    code: group.gameGroupCode,
    label: group.labelName ?? group.gameGroupCode,
    games: (group.gameMenus ?? []).map((game) => ({
      code: game.gameCode,
      name: game.gameName ?? game.gameCode,
      nodeId: game.nodeId ?? '',
      vendor: game.vendor ?? group.gameGroupCode,
      drawIntervalSeconds: game.drawIntervalSeconds ?? 0,
      nextDrawAt: game.nextDrawAt ?? 0,
    })),
  }))
}

function reshapeDraws(raw: z.infer<typeof DrawsSchema>): LotteryDraw[] {
  return raw.map((draw) => ({
    drawNo: draw.drawNo,
    numbers:
      draw.numbers ??
      (draw.numero ?? '')
        .split(/[,\s]*/)
        .filter(Boolean)
        .map(Number),
    openedAt: draw.openedAt ?? 0,
  }))
}

// The games of a lottery page, grouped by vendor. `nextDrawAt` moves on, so the menu is cached briefly.
export function getLotteryMenu(ctx: UpstreamContext, kind: LotteryKind): Promise<LotteryGroup[]> {
  return cachedRead(
    `${ctx.tenant.id}:${ctx.locale}:lottery:menu:${kind}`,
    async () => {
      const raw = await upstream(guest(ctx), {
        kind: 'catalogue',
        path: kind === 'vn' ? '/lgw/vn/games/game_menu' : '/lgw/games/game_menus',
        query: { prizeMode: KIND[kind].prizeMode, device: 'WEB' },
        bare: true,
        schema: MenuSchema,
      })
      return reshapeMenu(raw)
    },
    { ttlMs: Math.min(env().CATALOGUE_TTL_SECONDS * 1000, DRAWS_TTL_MS) },
  )
}

// The latest opened numbers of one game: public for the Vietnamese lottery, with a login for the others.
export async function getOpenedNumbers(
  ctx: UpstreamContext,
  kind: LotteryKind,
  gameCode: string,
  count: number,
): Promise<LotteryDraw[]> {
  if (kind === 'vn') {
    return cachedRead(
      `${ctx.tenant.id}:${ctx.locale}:lottery:vn:${gameCode}:${count}`,
      async () =>
        reshapeDraws(
          await upstream(guest(ctx), {
            kind: 'catalogue',
            path: '/lgw/vn/numeros/opened/game',
            query: { gameCode, count },
            bare: true,
            schema: DrawsSchema,
          }),
        ),
      { ttlMs: DRAWS_TTL_MS },
    )
  }
  if (!ctx.token) return []
  return reshapeDraws(
    await upstream(ctx, {
      path: '/lotto/lgw/games/opened/numero',
      query: { gameCode, count },
      bare: true,
      auth: 'required',
      schema: DrawsSchema,
    }),
  )
}

// Opens the lottery lobby (or one game's betting view) for the member; answers the address to frame.
export async function launchLottery(
  ctx: UpstreamContext,
  {
    kind,
    gameCode,
    playType,
    backUrl,
  }: { kind: LotteryKind; gameCode?: string; playType?: string; backUrl: string },
): Promise<{ url: string }> {
  const raw = await upstream(ctx, {
    kind: 'money',
    path: '/wps/game/launchLotto',
    query: {
      device: 'WEB',
      lottoArea: KIND[kind].area,
      lottoPrizeMode: KIND[kind].prizeMode,
      launchMode: 'LOTT',
      lottoGameCode: gameCode,
      lottoPlayType: playType,
      lottoView: gameCode ? 'betting' : 'lobby',
      backUrl,
      language: ctx.locale.toUpperCase(),
    },
    auth: 'required',
    retry: false,
    schema: z.object({ gameUrl: z.string().nullish() }),
  })
  if (!raw.gameUrl || !/^https?:\/\//.test(raw.gameUrl)) {
    throw new UpstreamError('launch.no_url', 502, 'The platform answered no lottery address')
  }
  return { url: raw.gameUrl }
}
