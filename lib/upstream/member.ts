import 'server-only'
import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { upstreamLanguage } from '@/i18n/locales'
import type { ContractFlags, Currency, SessionMember } from '@/lib/types'
import type { BetFilter, TransactionFilter } from '@/lib/member/schemas'
import type {
  BetPage,
  BetResult,
  InboxMessage,
  InboxPage,
  TransactionPage,
  TransactionType,
} from '@/lib/member/types'
import { getSiteStatus } from './catalogue'
import { upstream, type UpstreamContext } from './client'
import { count, CurrencySchema, minor, optStr, str } from './fields'

// The signed-in member: profile, avatar, language and agent contract flags.

const LabelSchema = z.object({
  labelName: optStr,
  textColor: z.string().nullish(),
  bgColor: z.string().nullish(),
  color: z.string().nullish(),
  color2: z.string().nullish(),
})

const MemberInfoSchema = z.object({
  id: str,
  account: optStr,
  userName: optStr,
  nickname: optStr,
  type: z.coerce.number(),
  toUpline: z.union([z.boolean(), z.string(), z.number()]).nullish(),
  clubLabel: z
    .object({ labelName: optStr, color: optStr, color2: optStr, rankLevel: z.coerce.number().nullish() })
    .nullish(),
  memberLabel: z.array(LabelSchema).nullish(),
  regDate: z.union([z.string(), z.number()]).nullish(),
  mobile: z.string().nullish(),
})

export type MemberProfile = SessionMember & {
  rankLevel: number
  club: { name: string; color: string; color2: string } | null
  canTransferToUpline: boolean
  registeredAt: string | null
  // Masked: never the whole number.
  mobileHint: string | null
}

// The platform masks the number already; should it ever send it whole, only the last three digits
// leave the server.
function maskMobile(mobile: string | null | undefined): string | null {
  if (!mobile) return null
  if (mobile.includes('*')) return mobile
  const digits = mobile.replace(/\D/g, '')
  return digits.length > 3 ? `•••${digits.slice(-3)}` : null
}

export async function memberInfo(ctx: UpstreamContext): Promise<MemberProfile> {
  const v = await upstream(ctx, { path: '/wps/member/info', auth: 'required', schema: MemberInfoSchema })
  const account = v.account || v.userName
  return {
    id: v.id,
    account,
    userName: v.userName || account,
    nickname: v.nickname || v.userName || account,
    type: v.type,
    // A handful at most: they travel in the session cookie.
    labels: (v.memberLabel ?? []).slice(0, 6).map((l) => ({
      name: l.labelName.slice(0, 40),
      textColor: l.textColor ?? l.color ?? '',
      backgroundColor: l.bgColor ?? l.color2 ?? '',
    })),
    rankLevel: v.clubLabel?.rankLevel ?? 0,
    club: v.clubLabel
      ? { name: v.clubLabel.labelName, color: v.clubLabel.color, color2: v.clubLabel.color2 }
      : null,
    canTransferToUpline: v.toUpline === true || v.toUpline === 1 || v.toUpline === '1',
    registeredAt: v.regDate === null || v.regDate === undefined ? null : String(v.regDate),
    mobileHint: maskMobile(v.mobile),
  }
}

// Just what the session cookie keeps.
export function sessionMemberOf(profile: MemberProfile): SessionMember {
  return {
    id: profile.id,
    account: profile.account,
    userName: profile.userName,
    nickname: profile.nickname,
    type: profile.type,
    labels: profile.labels,
    rankLevel: profile.rankLevel,
    toUpline: profile.canTransferToUpline,
  }
}

const IconSchema = z
  .union([
    z.string(),
    z.object({
      avatar: z.union([z.string(), z.number()]).nullish(),
      icon: z.union([z.string(), z.number()]).nullish(),
      avatarType: z.union([z.string(), z.number()]).nullish(),
      url: z.string().nullish(),
    }),
  ])
  .nullish()

export type MemberIcon = { avatar: string | null; url: string | null }

export async function memberIcon(ctx: UpstreamContext): Promise<MemberIcon> {
  const v = await upstream(ctx, { path: '/wps/member/info/icon', auth: 'required', schema: IconSchema })
  if (!v) return { avatar: null, url: null }
  if (typeof v === 'string') return { avatar: null, url: v }
  const avatar = v.avatar === null || v.avatar === undefined ? null : String(v.avatar)
  const icon = typeof v.icon === 'string' ? v.icon : null
  return { avatar, url: v.url ?? icon }
}

// The member's avatar as the relay answers it (product spec §7, MCSFE_getPlayerAvatar): the picture, the
// point-mall frame the member owns, and the platform's set to choose from.
const AvatarChoiceSchema = z.object({ avatar: z.union([z.string(), z.number()]), icon: z.string() })
const PlayerAvatarSchema = z.object({
  avatar: z.union([z.string(), z.number()]).nullish(),
  icon: z.string().nullish(),
  frame: z.string().nullish(),
  avatars: z.array(AvatarChoiceSchema).nullish(),
})

export type PlayerAvatar = {
  avatar: string | null
  // A path of the platform's (or an address), to be put on the image base.
  icon: string | null
  // The frame the member owns ('GOLD'), or null.
  frame: string | null
  choices: Array<{ avatar: string; icon: string }>
}

function reshapeAvatar(v: z.infer<typeof PlayerAvatarSchema>): PlayerAvatar {
  return {
    avatar: v.avatar === null || v.avatar === undefined ? null : String(v.avatar),
    icon: v.icon ?? null,
    frame: v.frame ? v.frame.toUpperCase() : null,
    choices: (v.avatars ?? []).map((c) => ({ avatar: String(c.avatar), icon: c.icon })),
  }
}

export async function playerAvatar(ctx: UpstreamContext): Promise<PlayerAvatar> {
  const v = await upstream(ctx, {
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    auth: 'required',
    schema: PlayerAvatarSchema,
  })
  return reshapeAvatar(v)
}

// Picks one of the platform's avatars (the reference platform's call, docs/platform.md).
export async function setPlayerAvatar(ctx: UpstreamContext, avatar: number): Promise<void> {
  await upstream(ctx, {
    method: 'POST',
    path: '/wps/member/info/icon',
    json: { avatar },
    auth: 'required',
    schema: z.unknown(),
  })
}

export async function setMemberLanguage(ctx: UpstreamContext, locale: Locale): Promise<void> {
  await upstream(ctx, {
    method: 'POST',
    path: '/wps/member/language',
    json: { language: upstreamLanguage(locale) },
    auth: 'required',
    schema: z.unknown(),
  })
}

const on = z
  .union([z.boolean(), z.string(), z.number()])
  .nullish()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'Y')

const ConsolidatedSchema = z
  .object({
    dailysalreqtype: on,
    divtypereq: on,
    contracthoursalreq: on,
    realtimesalreqtype: on,
  })
  .partial()

export async function contractFlags(ctx: UpstreamContext): Promise<ContractFlags> {
  const v = await upstream(ctx, {
    path: '/wps/member/info/funds/consolidated',
    auth: 'required',
    schema: ConsolidatedSchema,
  })
  return {
    dailySalary: v.dailysalreqtype ?? false,
    dividend: v.divtypereq ?? false,
    hourlySalary: v.contracthoursalreq ?? false,
    realtimeSalary: v.realtimesalreqtype ?? false,
  }
}

// The member centre's records and inbox (docs/platform.md, "Member centre records and inbox"). The
// platform answers amounts in minor units with the currency they are counted in.

const TRANSACTION_TYPES: readonly TransactionType[] = [
  'bonus',
  'bet',
  'payout',
  'adjustment',
  'deposit',
  'withdraw',
  'refund',
  'transfer',
  'other',
]

const TransactionsSchema = z.object({
  list: z
    .array(
      z.object({
        id: str,
        transType: z.string().nullish(),
        amount: minor,
        balanceAfter: minor,
        roundId: str.nullish(),
        gameName: z.string().nullish(),
        time: minor,
      }),
    )
    .nullish(),
  totalPages: count,
  totalCount: count,
  summary: z.object({ income: minor, expense: minor }).nullish(),
  currency: CurrencySchema.nullish(),
})

export type RecordQuery<T extends string> = {
  page: number
  pageSize?: number
  from: number
  // The end (exclusive) of chosen days; without one a period runs until the platform's own now, so clock
  // skew between the Portal and the platform never hides the latest rows.
  to?: number
  type: T
}

type RecordAnswer = { totalPages: number; totalCount: number; currency?: Currency | null }

// Without a currency in the answer, the one the site status names.
async function recordCurrency(ctx: UpstreamContext, given: Currency | null | undefined): Promise<Currency> {
  if (given) return given
  return (await getSiteStatus(ctx)).currency
}

// One page of a record from `from` on, narrowed by the type filter unless it is 'all': the answer, its
// paging and its currency.
async function readRecords<S extends z.ZodType<RecordAnswer>>(
  ctx: UpstreamContext,
  path: string,
  { page, pageSize = 10, from, to, type }: RecordQuery<string>,
  typeParam: string,
  schema: S,
) {
  const v: z.infer<S> = await upstream(ctx, {
    path,
    query: {
      pageNo: page,
      pageSize,
      startTime: from,
      endTime: to,
      [typeParam]: type === 'all' ? undefined : type,
    },
    auth: 'required',
    schema,
  })
  const paging = { page, pageCount: v.totalPages, total: v.totalCount }
  return { v, paging, currency: await recordCurrency(ctx, v.currency) }
}

export async function accountRecord(
  ctx: UpstreamContext,
  query: RecordQuery<TransactionFilter>,
): Promise<TransactionPage> {
  const { v, paging, currency } = await readRecords(
    ctx,
    '/wps/relay/ODSFE2_MemTransDet',
    query,
    'transType',
    TransactionsSchema,
  )
  return {
    items: (v.list ?? []).map((row) => ({
      id: row.id,
      type: TRANSACTION_TYPES.find((t) => t === row.transType) ?? 'other',
      amountMinor: row.amount,
      balanceAfterMinor: row.balanceAfter,
      gameName: row.gameName ?? null,
      roundId: row.roundId ?? null,
      time: row.time,
    })),
    ...paging,
    summary: { incomeMinor: v.summary?.income ?? 0, expenseMinor: v.summary?.expense ?? 0 },
    currency,
  }
}

const BetsSchema = z.object({
  list: z
    .array(
      z.object({
        roundId: str,
        gameName: z.string(),
        gameType: z.string().nullish(),
        betAmount: minor,
        winAmount: minor,
        netAmount: minor.nullish(),
        result: z.string().nullish(),
        betTime: minor,
        balanceAfter: minor.nullish(),
        detail: z.string().max(2000).nullish(),
      }),
    )
    .nullish(),
  totalPages: count,
  totalCount: count,
  summary: z.object({ betAmount: minor, winAmount: minor, netAmount: minor }).nullish(),
  currency: CurrencySchema.nullish(),
})

function betResult(result: string | null | undefined, net: number): BetResult {
  const r = (result ?? '').toUpperCase()
  if (r === 'OPEN') return 'open'
  if (r === 'WIN' || r === 'LOSE' || r === 'TIE') return r === 'WIN' ? 'win' : r === 'LOSE' ? 'lose' : 'tie'
  return net > 0 ? 'win' : net < 0 ? 'lose' : 'tie'
}

export async function bettingRecord(ctx: UpstreamContext, query: RecordQuery<BetFilter>): Promise<BetPage> {
  const { v, paging, currency } = await readRecords(
    ctx,
    '/wps/relay/ODSFE2_MemBetDet',
    query,
    'gameType',
    BetsSchema,
  )
  return {
    items: (v.list ?? []).map((row) => {
      const net = row.netAmount ?? row.winAmount - row.betAmount
      return {
        roundId: row.roundId,
        gameName: row.gameName,
        gameType: row.gameType ?? '',
        stakeMinor: row.betAmount,
        payoutMinor: row.winAmount,
        netMinor: net,
        result: betResult(row.result, net),
        balanceAfterMinor: row.balanceAfter ?? null,
        detail: row.detail ?? null,
        time: row.betTime,
      }
    }),
    ...paging,
    summary: {
      stakeMinor: v.summary?.betAmount ?? 0,
      payoutMinor: v.summary?.winAmount ?? 0,
      netMinor: v.summary?.netAmount ?? 0,
    },
    currency,
  }
}

const MessageSchema = z.object({
  id: str,
  title: optStr,
  content: optStr,
  time: minor,
  read: z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || v === 1 || v === '1'),
})

const InboxSchema = z.object({
  list: z.array(MessageSchema).nullish(),
  totalPages: count,
  totalCount: count,
  unread: count,
})

export async function inbox(
  ctx: UpstreamContext,
  { page, pageSize = 10 }: { page: number; pageSize?: number },
) {
  const v = await upstream(ctx, {
    path: '/wps/relay/CSP_messageList',
    query: { pageNo: page, pageSize },
    auth: 'required',
    schema: InboxSchema,
  })
  const result: InboxPage = {
    items: v.list ?? [],
    page,
    pageCount: v.totalPages,
    total: v.totalCount,
    unread: v.unread,
  }
  return result
}

export async function readMessage(
  ctx: UpstreamContext,
  id: string,
): Promise<InboxMessage & { unread: number }> {
  return upstream(ctx, {
    method: 'POST',
    path: '/wps/relay/CSP_messageRead',
    json: { id },
    auth: 'required',
    schema: MessageSchema.extend({ unread: count }),
  })
}

// The contract keeps this body private; the reference platform answers `{count}`, others a bare number.
const UnreadSchema = z.union([z.object({ count: count }).transform((v) => v.count), count])

export async function unreadMessages(ctx: UpstreamContext): Promise<number> {
  return upstream(ctx, { path: '/wps/relay/CSP_unreadCount', auth: 'required', schema: UnreadSchema })
}
