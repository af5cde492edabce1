import 'server-only'
import { z } from 'zod'
import type { DownlinePage, TeamOverview } from '@/lib/agent/types'
import { upstream, type UpstreamContext } from './client'
import { count, CurrencySchema, minor } from './fields'

// The agent centre (docs/platform.md, "Agent centre"): the team overview, the downline list and new
// downline accounts. The
// platform binds both to the signed-in agent's own downline and answers amounts in minor units.

const OverviewSchema = z.object({
  teamCount: count,
  newMembers: count,
  activePlayers: count,
  depositAmount: minor,
  betAmount: minor,
  payoutAmount: minor,
  netAmount: minor,
  currency: CurrencySchema,
})

export async function teamOverview(ctx: UpstreamContext, { from }: { from: number }): Promise<TeamOverview> {
  const v = await upstream(ctx, {
    path: '/wps/relay/AGENT_teamOverview',
    query: { startTime: from },
    auth: 'required',
    schema: OverviewSchema,
  })
  return {
    teamCount: v.teamCount,
    newMembers: v.newMembers,
    activePlayers: v.activePlayers,
    depositMinor: v.depositAmount,
    betMinor: v.betAmount,
    payoutMinor: v.payoutAmount,
    netMinor: v.netAmount,
    currency: v.currency,
  }
}

const DownlineSchema = z.object({
  list: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        userName: z.string(),
        regDate: minor,
        lastLoginDate: minor.nullish(),
        balance: minor,
        status: z.string().nullish(),
      }),
    )
    .nullish(),
  totalPages: count,
  totalCount: count,
  currency: CurrencySchema,
})

export async function downlineList(
  ctx: UpstreamContext,
  { page, pageSize = 10, search }: { page: number; pageSize?: number; search: string },
): Promise<DownlinePage> {
  const v = await upstream(ctx, {
    path: '/wps/relay/AGENT_downlineList',
    query: { pageNo: page, pageSize, userName: search || undefined },
    auth: 'required',
    schema: DownlineSchema,
  })
  return {
    items: (v.list ?? []).map((row) => ({
      id: row.id,
      userName: row.userName,
      registeredAt: row.regDate,
      lastLoginAt: row.lastLoginDate ?? null,
      balanceMinor: row.balance,
      status: row.status === 'pending' ? 'pending' : 'active',
    })),
    page,
    pageCount: v.totalPages,
    total: v.totalCount,
    currency: v.currency,
  }
}

const RegisteredSchema = z.object({ userName: z.string() })

// Opens an account in the agent's downline; encrypted like the registration call. The new member signs
// in with this password once and must then choose its own.
export async function registerDownline(
  ctx: UpstreamContext,
  fields: { username: string; password: string; confirmPassword: string },
): Promise<{ userName: string }> {
  const value = await upstream(ctx, {
    method: 'POST',
    path: '/wps/agent/register',
    json: fields,
    encrypt: true,
    auth: 'required',
    schema: RegisteredSchema,
  })
  return { userName: value.userName }
}
