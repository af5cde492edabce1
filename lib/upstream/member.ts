import 'server-only'
import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { upstreamLanguage } from '@/i18n/locales'
import type { SessionMember } from '@/lib/bff/session-cookie'
import type { ContractFlags } from '@/lib/types'
import { upstream, type UpstreamContext } from './client'

// The signed-in member: profile, avatar, language and agent contract flags.

const str = z.union([z.string(), z.number()]).transform(String)
const optStr = str.nullish().transform((v) => v ?? '')

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
